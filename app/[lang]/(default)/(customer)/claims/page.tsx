import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClaimList } from '@/components/claims/list/ClaimList';
import { pageLocale } from '@/lib/i18n/page-locale';
import { sessionApi } from '@/lib/session/server';
import { requireUser } from '@/lib/session/require-user';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimPage.list' });
  return { title: t('title'), robots: { index: false } };
}

/** The customer's claims (claims), newest first; rendered on the server, nothing on it changes in the browser. */
export default async function ClaimsPage({ params }: Props) {
  const lang = await pageLocale(params);
  await requireUser(lang);
  const { claims } = await (await sessionApi(lang)).getMyClaims();
  return <ClaimList claims={claims} />;
}
