import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/frame/icons';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { LogoutButton } from '@/components/layout/LogoutButton';
import { openingHoursText } from '@/components/service/opening-hours';
import type { Locale } from '@/lib/config/business';
import { COMPANY_OFFICES, COMPANY_PHONE } from '@/lib/config/company';
import { formatPhone, telHref } from '@/lib/phone';

/** Why an account is suspended (spec §4): its documents were rejected, or the company blocked it. */
export type SuspendedReason = 'rejected' | 'blocked' | 'unknown';

/**
 * The holding screens of spec §4: under review ('processing') and suspended. Each says what happened
 * and what to do, with the customer-care number to tap and the hours it answers.
 */
export async function AccountStateScreen({ lang, state, reason = 'unknown' }: { lang: Locale; state: 'review' | 'suspended'; reason?: SuspendedReason }) {
  const t = await getTranslations('accountState');
  const hours = await openingHoursText(lang);
  const review = state === 'review';
  const body = review ? t('reviewBody') : t(reason === 'rejected' ? 'rejectedBody' : reason === 'blocked' ? 'blockedBody' : 'suspendedBody');
  const headOffice = COMPANY_OFFICES[0];
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className={`grid size-14 place-items-center rounded-full text-2xl ${review ? 'bg-brand-50 text-brand-700' : 'bg-amber-50 text-amber-800'}`}>
          {review ? '⏳' : '!'}
        </span>
        <h1 className="text-2xl font-bold text-brand-900">{t(review ? 'reviewTitle' : 'suspendedTitle')}</h1>
        <p className="text-slate-700">{body}</p>
        <p className="text-slate-700">{t(review ? 'reviewNext' : 'suspendedNext')}</p>
      </div>
      <section aria-labelledby="care-heading" className="flex flex-col gap-2 rounded-xl bg-brand-50 p-4">
        <h2 id="care-heading" className="font-semibold text-brand-900">{t('callHeading')}</h2>
        <a
          href={telHref(COMPANY_PHONE)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
        >
          <Icon name="phone" />
          {t.rich('call', { phone: formatPhone(COMPANY_PHONE), ltr: (c) => <span dir="ltr" className="whitespace-nowrap">{c}</span> })}
        </a>
        <p className="text-sm text-slate-700">{t('hours', { hours })}</p>
        {!review && headOffice && <p className="text-sm text-slate-700">{t('visit', { address: headOffice.address[lang] })}</p>}
      </section>
      <ClientMessages namespaces={[]}>
          <LogoutButton className="min-h-11 self-center rounded-lg border border-slate-300 px-5 py-2 font-semibold hover:bg-slate-50" />
      </ClientMessages>
    </div>
  );
}
