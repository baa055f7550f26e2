import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClaimDesk } from '@/components/claims/desk/ClaimDesk';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { StaffHeader } from '@/components/layout/StaffHeader';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimsDesk' });
  return { title: t('claim.pageTitle') };
}

/** One claim at the claims desk: its report, files, decision, timeline and the steps the backend allows. */
export default async function DeskClaimPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { id } = await params;
  // An address that names no claim (cut short, mistyped) lands on the desk's list.
  if (!isRecordId(id)) redirect(`/${lang}/claims-desk`);
  const user = await requireUser(lang);
  return (
    <div className="flex flex-col gap-6">
      <StaffHeader name={lang === 'ar' ? user.name_ar : user.name_en} current="claims" />
      <ClientMessages namespaces={['claims', 'claimsDesk', 'validation', 'errors']}>
        <ClaimDesk id={Number(id)} />
      </ClientMessages>
    </div>
  );
}
