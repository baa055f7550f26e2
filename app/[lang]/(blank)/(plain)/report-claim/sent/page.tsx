import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClaimSent } from '@/components/claims/report/ClaimSent';
import { ApiError } from '@/lib/api/errors';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { sessionApi } from '@/lib/session/server';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ id?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimReport.sent' });
  return { title: t('title') };
}

/** The claim number screen, read again from the backend so a reload shows the same (another's claim is not found). */
export default async function ClaimSentPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { id } = await searchParams;
  if (!isRecordId(id)) redirect(`/${lang}/report-claim`);
  await requireUser(lang);
  let claim;
  try {
    ({ claim } = await (await sessionApi(lang)).getMyClaim({ params: { id } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  return <ClaimSent claim={claim} />;
}
