import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CustomerPreview } from '@/components/lababak/CustomerPreview';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ id?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'lababak.preview' });
  return { title: t('title') };
}

/** The customer's appointment: timeline, change, cancel with a note, add to calendar. */
export default async function AppointmentPreviewPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { id } = await searchParams;
  // Without an appointment (an address cut short) the customer lands on their appointments.
  if (!isRecordId(id)) redirect(`/${lang}/lababak-service`);
  const t = await getTranslations('lababak.preview');
  const claims = await getTranslations('claimReport');
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('title')}</h1>
      <ClientMessages namespaces={['lababak', 'validation', 'errors']}>
        <CustomerPreview id={Number(id)} reportClaim={claims('appointmentLink')} />
      </ClientMessages>
    </>
  );
}
