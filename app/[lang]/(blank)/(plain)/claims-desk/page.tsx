import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClaimsDeskList } from '@/components/claims/desk/ClaimsDeskList';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { StaffHeader } from '@/components/layout/StaffHeader';
import { pageLocale } from '@/lib/i18n/page-locale';
import { requireUser } from '@/lib/session/require-user';
import { deskClaimsQuery } from '@/lib/validation/claim';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ status?: string | string[]; q?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'claimsDesk' });
  return { title: t('title') };
}

/** Customer care's claims desk (middleware lets only customer care in): the claims by state and due day, and a search. */
export default async function ClaimsDeskPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const user = await requireUser(lang);
  const asked = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  // An address with an unknown state or a search the rule refuses shows the open claims, as a bare address does.
  const read = deskClaimsQuery.safeParse({ status: one(asked.status), q: one(asked.q) });
  const filter = read.success ? read.data : deskClaimsQuery.parse({});
  const t = await getTranslations('claimsDesk');
  return (
    <div className="flex flex-col gap-4">
      <StaffHeader name={lang === 'ar' ? user.name_ar : user.name_en} current="claims" />
      <h2 className="text-xl font-bold text-brand-900">{t('title')}</h2>
      <ClientMessages namespaces={['claims', 'claimsDesk', 'validation', 'errors']}>
        <ClaimsDeskList filter={filter} />
      </ClientMessages>
    </div>
  );
}
