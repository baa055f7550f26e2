import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Policy } from '@/lib/api/endpoints/policies';
import { policyHref, policyPdfHref } from '@/lib/model/contracts/display';
import { daysCounted } from '@/lib/model/contracts/cover-state';
import { isLiabilityOnly } from '@/lib/model/contracts/liability';
import { formatDate, formatJod } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { Ltr } from '@/components/ui/Ltr';
import { ExpiryBadge } from './ExpiryBadge';
import { NextStep } from './NextStep';
import { ProductDetail, useProductName } from './ProductName';
import { RenewalAction } from './RenewalAction';

type Field = { key: 'effectiveDate' | 'expiry' | 'daysToStart' | 'daysToExpire' | 'insuredSum'; value: ReactNode };


/**
 * The display fields of spec §3 a customer compares contracts by, in the page's language. The product
 * name, the vehicle and its plate head the card; the document number is only on the contract page,
 * and the segment code nowhere.
 */
function fieldsOf(p: Policy, lang: string, liability: string): Field[] {
  const counted = daysCounted(p);
  const fields: (Field | false)[] = [
    { key: 'effectiveDate', value: <Ltr>{formatDate(p.effective_date)}</Ltr> },
    { key: 'expiry', value: <Ltr>{formatDate(p.expiry)}</Ltr> },
    counted !== null && { key: counted.key, value: <Ltr>{counted.days}</Ltr> },
    // bdi, not ltr: in Arabic the amount reads "14,500 دينار أردني" right to left. Intl's output may differ by a
    // space between Node and the browser: not worth a hydration warning.
    { key: 'insuredSum', value: isLiabilityOnly(p) ? liability : <bdi suppressHydrationWarning className="whitespace-nowrap">{formatJod(p.insured_sum, lang)}</bdi> },
  ];
  return fields.filter((f): f is Field => Boolean(f));
}

/**
 * One contract in a line's list: its product name and what sets it apart, its fields, expiry notice,
 * the next step (renew, buy again, book an assessment), and links to the contract and its PDF.
 */
export function PolicyCard({ policy }: { policy: Policy }) {
  const lang = useLocale();
  const t = useTranslations('contracts');
  const carBuy = useTranslations('carBuy');
  const productName = useProductName();
  const titleId = `policy-${policy.id}-title`;
  const detailId = `policy-${policy.id}-detail`;
  return (
    <article aria-labelledby={`${titleId} ${detailId}`} data-contract={policy.contract_number}
      className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${policy.status === 'expired' ? 'border-slate-200 opacity-90' : 'border-slate-200'}`}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-brand-900">{productName(policy)}</h3>
          <p id={detailId} className="font-medium text-slate-800"><ProductDetail policy={policy} /></p>
          <p className="text-sm text-slate-600">
            <span className="sr-only">{t('fields.contractNumber')}: </span><Ltr>{policy.contract_number}</Ltr>
          </p>
        </div>
        <ExpiryBadge policy={policy} />
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        {fieldsOf(policy, lang, carBuy('liabilityOnly')).map((field) => (
          <div key={field.key}>
            <dt className="text-xs font-medium text-slate-600">{t(`fields.${field.key}`)}</dt>
            <dd className="font-semibold text-slate-900">{field.value}</dd>
          </div>
        ))}
      </dl>
      <footer className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <RenewalAction policy={policy} />
        <NextStep policy={policy} />
        <Link href={policyHref(policy)} aria-label={t('actions.viewLabel', { number: policy.contract_number })}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
          {t('actions.view')}
        </Link>
        <a href={policyPdfHref(lang, policy)} download aria-label={t('actions.downloadLabel', { number: policy.contract_number })}
          className="inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('actions.download')}
        </a>
      </footer>
    </article>
  );
}
