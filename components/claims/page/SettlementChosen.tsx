import { useTranslations } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import { formatDate } from '@/lib/format';
import { rich } from './rich';

/** An accepted offer not paid yet: when it was accepted and how the company pays it. */
export function SettlementChosen({ settlement }: { settlement: NonNullable<Claim['settlement']> }) {
  const t = useTranslations('claimPage.settlement');
  return (
    <section aria-labelledby="chosen-heading" className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="chosen-heading" className="sr-only">{t('heading')}</h2>
      <p>{t.rich('chosen', { date: formatDate(settlement.accepted_at), ...rich })}</p>
      <p>{settlement.method === 'transfer' && settlement.iban_masked ? t.rich('chosenTransfer', { iban: settlement.iban_masked, ...rich }) : t('chosenCheque')}</p>
    </section>
  );
}
