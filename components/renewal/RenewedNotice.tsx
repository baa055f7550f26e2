import { useTranslations } from 'next-intl';
import type { RenewalView } from '@/lib/api/endpoints/renewals';
import { policyHref } from '@/lib/model/contracts/display';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

const ltr = (chunks: React.ReactNode) => <bdi dir="ltr" className="whitespace-nowrap">{chunks}</bdi>;

/**
 * A contract that is renewed, on the renewal page or the company's link: not a refusal and no call
 * to the company, but which contract renews it, until when, and the way to it.
 */
export function RenewedNotice({ view }: { view: RenewalView | null }) {
  const t = useTranslations('renewal');
  const policy = view?.policy;
  const by = policy?.renewed_by;
  return (
    <section role="status" aria-labelledby="renewed-title" className="mt-4 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
      <h2 id="renewed-title" className="text-lg font-semibold">{t('renewed')}</h2>
      {policy && by ? (
        <>
          <p className="mt-2" data-testid="renewed-until">
            {t.rich('renewedUntil', { number: policy.contract_number, date: formatDate(by.expiry), renewal: by.contract_number, ltr })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link href={policyHref({ line: policy.line, id: by.id })}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700">
              {t('viewRenewal')}
            </Link>
            <Link href="/dashboard/motor" className="inline-flex min-h-11 items-center px-2 text-brand-700 underline underline-offset-2">{t('backToMotor')}</Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
