import { getTranslations } from 'next-intl/server';
import type { Policy } from '@/lib/api/endpoints/policies';

/** A travel contract's English certificate of insurance for a visa: offered in both languages, always downloaded in English. */
export async function TravelCertificateLink({ policy, lang }: { policy: Policy; lang: string }) {
  if (policy.line !== 'travel') return null;
  const t = await getTranslations('policy');
  return (
    <section aria-labelledby="certificate-heading" className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 id="certificate-heading" className="text-lg font-semibold">{t('certificateHeading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('certificateHint')}</p>
      </div>
      <a href={`/${lang}/policy/travel/${policy.id}/certificate`} download hrefLang="en"
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
        {t('downloadCertificate')}
      </a>
    </section>
  );
}
