import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CoverLimit, ProductCover } from '@/lib/config/covers';
import { formatJod } from '@/lib/format/money';

type Props = {
  covers: readonly ProductCover[];
  /** The contract's insured sum in JOD: a limit that is a share of it prints as an amount (none before buying). */
  insuredSum?: number;
  /** Trips: each limit is per traveller. */
  perTraveller?: boolean;
};

/**
 * What a product pays, cover by cover, from the one covers table (lib/config/covers.ts): its name,
 * what it pays, its limit and its excess. The travel package step and the contract's page show it, so
 * what was sold and what a claim offers are the same list.
 */
export function CoverList({ covers, insuredSum, perTraveller = false }: Props) {
  const t = useTranslations('covers');
  const locale = useLocale();
  const amount = (jod: number) => ({ amount: () => <bdi className="whitespace-nowrap">{formatJod(jod, locale)}</bdi> });
  const limit = (l: CoverLimit): ReactNode => {
    if ('law' in l) return t('limit.law');
    if ('jod' in l) return t.rich(perTraveller ? 'limit.perTraveller' : 'limit.upTo', amount(l.jod));
    return insuredSum && insuredSum > 0 ? t.rich('limit.upTo', amount((insuredSum * l.insuredSumPercent) / 100)) : t('limit.insuredSum');
  };
  return (
    <ul className="flex flex-col gap-2" data-testid="cover-list">
      {covers.map((c) => (
        <li key={c.cover} className="flex flex-col">
          <span className="font-semibold text-slate-900">{t(`${c.cover}.name`)}</span>
          <span className="text-sm text-slate-700">{t(`${c.cover}.pays`)}</span>
          <span className="text-sm text-slate-700">
            {limit(c.limit)}{' · '}{c.excessJod > 0 ? t.rich('excess', amount(c.excessJod)) : t('noExcess')}
          </span>
        </li>
      ))}
    </ul>
  );
}
