import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** The end of a request: it was sent, its reference, and what happens next and when. */
export function RequestSent({ title, next, reference }: { title: string; next: string; reference: string }) {
  const t = useTranslations('requests');
  return (
    <section role="status" aria-live="polite" className="mt-4 flex flex-col gap-3 rounded-xl border border-green-300 bg-green-50 p-5 text-green-950">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p>{next}</p>
      <p>{t('reference')} <bdi dir="ltr" data-testid="request-reference" className="font-semibold">{reference}</bdi></p>
      <p className="text-sm">{t('emailed')}</p>
      <Link href="/dashboard" className="inline-flex min-h-11 items-center self-start rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">{t('toDashboard')}</Link>
    </section>
  );
}
