'use client';

import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { buyLineHref, lineNavKey, ofLine } from '@/lib/model/contracts/display';
import { Link } from '@/lib/i18n/navigation';
import { policiesQuery } from '@/lib/query/policies';
import { useBrowserApi } from '@/lib/query/use-browser-api';
import { EmptyLine } from './EmptyLine';
import { PolicyCard } from './PolicyCard';

/** One line's contracts (prefetched by the page), soonest expiry first, or the line's none-found screen. */
export function LineContracts({ line }: { line: PolicyLine }) {
  const { data } = useSuspenseQuery(policiesQuery(useBrowserApi()));
  const nav = useTranslations('nav');
  const t = useTranslations('contracts');
  const contracts = ofLine(data, line);
  if (contracts.length === 0) return <EmptyLine line={line} />;
  return (
    <section aria-labelledby="contracts-heading">
      <h2 id="contracts-heading" className="sr-only">{t('listLabel', { line: nav(lineNavKey[line]) })}</h2>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('count', { count: contracts.length })}</p>
        {/* The line's purchase; a list with no contracts offers it in its none-found screen instead. */}
        <Link href={buyLineHref(line)} data-buy={line}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          {t(`lines.${lineNavKey[line]}.buy`)}
        </Link>
      </div>
      <ul className="flex flex-col gap-4">
        {contracts.map((policy) => (
          <li key={policy.id}><PolicyCard policy={policy} /></li>
        ))}
      </ul>
    </section>
  );
}
