import { useTranslations } from 'next-intl';
import type { Claim } from '@/lib/api/endpoints/claims';
import { Link } from '@/lib/i18n/navigation';
import { rich } from './rich';
import { StateBadge } from './StateBadge';
import { Typed } from '@/components/ui/Typed';

/** The claim's number, state, event and what is insured, with the way back to the list. */
export function ClaimHeader({ claim }: { claim: Claim }) {
  const t = useTranslations('claimPage');
  const shared = useTranslations('claims');
  return (
    <header className="flex flex-col gap-3">
      <Link href="/claims" className="inline-flex min-h-11 w-fit items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline">
        <span aria-hidden="true" className="rtl:rotate-180">←</span>
        {t('page.back')}
      </Link>
      <h1 id="claim-heading" className="text-2xl font-bold text-brand-900">{t.rich('page.title', { reference: claim.reference, ...rich })}</h1>
      <StateBadge state={claim.state} />
      <p className="text-slate-800">
        <span className="font-semibold">{shared(`events.${claim.event}`)}</span>
        {' · '}<Typed>{claim.insured}</Typed>
        {' · '}<span className="text-slate-700">{t.rich('list.contract', { number: claim.contract_number, ...rich })}</span>
      </p>
    </header>
  );
}
