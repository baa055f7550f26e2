import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClaimFacts } from '@/components/claims/page/ClaimFacts';
import { ClaimScreen } from '@/components/claims/page/ClaimScreen';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { ApiError } from '@/lib/api/errors';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sessionApi } from '@/lib/session/server';
import { requireUser } from '@/lib/session/require-user';
import { isRecordId } from '@/lib/validation/record-id';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimPage.page' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** One of the customer's claims (claims/{id}); another customer's, or none, is the not-found page. */
export default async function ClaimPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const user = await requireUser(lang);
  const api = await sessionApi(lang);
  const claim = await api.getMyClaim({ params: { id } }).then((r) => r.claim, (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!claim) notFound();
  return (
    <ClientMessages namespaces={['claims', 'claimPage', 'steps', 'upload', 'validation', 'errors']}>
      <ClaimScreen initial={claim} mobile={user.mobile} facts={<ClaimFacts claim={claim} />} />
    </ClientMessages>
  );
}
