import { useTranslations } from 'next-intl';
import { Ltr } from '@/components/ui/Ltr';
import { Range } from '@/components/ui/Range';
import type { RenewalView } from '@/lib/api/endpoints/renewals';
import { carLabel } from '@/lib/model/contracts/car-label';
import { formatDate } from '@/lib/format';

/** The contract being renewed and the period of its renewal. */
export function ContractPeriod({ view }: { view: RenewalView }) {
  const t = useTranslations('renewal');
  const p = view.policy;
  const rows = [
    { label: t('contract'), value: <Ltr>{p.contract_number}</Ltr> },
    { label: t('car'), value: carLabel(p) },
    { label: t('plate'), value: <Ltr>{p.plate_number}</Ltr> },
    { label: p.days_to_expire < 0 ? t('expiredOn') : t('expires'), value: <Ltr>{formatDate(p.expiry)}</Ltr> },
    { label: t('newPeriod'), value: <Range from={formatDate(view.new_period.effective_date)} to={formatDate(view.new_period.expiry)} testId="new-period" /> },
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
      {rows.map((r) => (
        <div key={r.label} className="flex flex-col">
          <dt className="text-sm text-slate-600">{r.label}</dt>
          <dd className="font-medium text-slate-900">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
