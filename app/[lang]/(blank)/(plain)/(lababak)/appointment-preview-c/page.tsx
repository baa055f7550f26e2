import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StaffPreview } from '@/components/lababak/care/StaffPreview';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ id?: string; booked?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'lababakCare' });
  return { title: t('previewTitle') };
}

/** Customer care's view of any appointment (middleware lets only customer care in). */
export default async function StaffAppointmentPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { id, booked } = await searchParams;
  // Without an appointment (an address cut short) staff land on the booking calendar.
  if (!isRecordId(id)) redirect(`/${lang}/create-lababak-appointment`);
  const t = await getTranslations('lababakCare');
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('previewTitle')}</h1>
      <ClientMessages namespaces={['lababak', 'lababakCare', 'validation', 'errors']}>
        <StaffPreview id={Number(id)} booked={booked === '1'} />
      </ClientMessages>
    </>
  );
}
