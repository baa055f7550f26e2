import { getLocale, getTranslations } from 'next-intl/server';
import { Ltr } from '@/components/ui/Ltr';
import type { Claim } from '@/lib/api/endpoints/claims';
import { CLAIM_DEADLINES } from '@/lib/config/claims';
import { formatJod } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700';
const secondary = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50';

/**
 * The claim number screen: the number (announced), that the acknowledgement went by SMS and e-mail,
 * what happens next with the company's deadlines, the claim's page, and for a car the assessor:
 * booked from here with the claim, or the appointment already linked to it.
 */
export async function ClaimSent({ claim }: { claim: Claim }) {
  const t = await getTranslations('claimReport.sent');
  const locale = await getLocale();
  const ltr = (chunks: React.ReactNode) => <Ltr>{chunks}</Ltr>;
  const bookAssessor = claim.line === 'motor' && claim.customer_actions.includes('book_assessor');
  const next = [
    ...(bookAssessor ? [t('next.assessor')] : []),
    t('next.documents', { days: CLAIM_DEADLINES.nameMissingDocumentsWithin }),
    t('next.decision', { days: CLAIM_DEADLINES.decideWithin }),
    t('next.payment', { small: CLAIM_DEADLINES.payWithinSmall, large: CLAIM_DEADLINES.payWithinLarge, amount: formatJod(CLAIM_DEADLINES.smallClaimMaxFils / 1000, locale) }),
  ];
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-green-800">{t('title')}</h1>
      <div role="status" aria-live="polite" className="flex flex-col gap-1 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
        <p className="text-lg">{t.rich('number', { reference: claim.reference, ltr: (chunks) => <strong><Ltr>{chunks}</Ltr></strong> })}</p>
        <p>{t('acknowledged')}</p>
      </div>
      {claim.appointment ? (
        <p className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">{t.rich('assessorLinked', { reference: claim.appointment.reference, ltr })}</p>
      ) : null}
      <section aria-labelledby="claim-next-heading">
        <h2 id="claim-next-heading" className="text-lg font-semibold">{t('nextHeading')}</h2>
        <ol className="mt-2 flex list-decimal flex-col gap-2 ps-6">
          {next.map((line) => <li key={line}>{line}</li>)}
        </ol>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {bookAssessor ? (
          <Link href={{ pathname: '/lababak-service', query: { policy: claim.policy_id, claim: claim.id } }} className={primary}>{t('bookAssessor')}</Link>
        ) : null}
        <Link href={`/claims/${claim.id}`} className={bookAssessor ? secondary : primary}>{t('see')}</Link>
        <Link href="/dashboard" className={secondary}>{t('dashboard')}</Link>
      </div>
    </div>
  );
}
