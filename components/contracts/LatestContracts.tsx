import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/api/endpoints/policies';
import { policyHref } from '@/lib/model/contracts/display';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { ExpiryBadge } from './ExpiryBadge';
import { ProductDetail, useProductName } from './ProductName';
import { Ltr } from '@/components/ui/Ltr';

/** The contracts that expire next, each a link to its contract page. */
export function LatestContracts({ policies }: { policies: Policy[] }) {
  const t = useTranslations('contracts');
  const productName = useProductName();
  return (
    <section aria-labelledby="latest-heading">
      <h2 id="latest-heading" className="text-lg font-semibold">{t('overview.latest')}</h2>
      {policies.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">{t('overview.latestEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {policies.map((p) => (
            <li key={p.id} data-contract={p.contract_number}>
              <Link href={policyHref(p)} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 hover:bg-brand-50">
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-brand-900">{productName(p)}</span>
                  <span className="block text-sm text-slate-800"><ProductDetail policy={p} /></span>
                  <span className="block text-sm text-slate-600"><Ltr>{p.contract_number}</Ltr></span>
                </span>
                <span className="text-sm text-slate-700">
                  {t('fields.expiry')}: <span dir="ltr" className="font-semibold">{formatDate(p.expiry)}</span>
                </span>
                <ExpiryBadge policy={p} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
