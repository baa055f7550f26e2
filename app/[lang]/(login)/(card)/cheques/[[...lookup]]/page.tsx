import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChequeLookup } from '@/components/cheques/ChequeLookup';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { openingHoursText } from '@/components/service/opening-hours';
import { COMPANY_OFFICES } from '@/lib/config/company';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = {
  params: Promise<{ lang: string; lookup?: string[] }>;
  searchParams: Promise<{ phone?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'cheques' });
  return { title: t('title') };
}

function decoded(segment: string | undefined): string {
  if (!segment) return '';
  try {
    return decodeURIComponent(segment).slice(0, 40);
  } catch {
    return '';
  }
}

/** cheques, cheques/{chequeId} and cheques/{chequeId}/{phone} (spec §2): public, in the login layout. */
export default async function ChequesPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { lookup = [] } = await params;
  if (lookup.length > 2) notFound();
  const t = await getTranslations('cheques');
  const queryPhone = (await searchParams).phone;
  const initial = {
    cheque_id: decoded(lookup[0]),
    phone: decoded(lookup[1]) || (typeof queryPhone === 'string' ? queryPhone.slice(0, 40) : ''),
  };
  const claims = COMPANY_OFFICES.find((o) => o.id === 'claims-office') ?? COMPANY_OFFICES[0];
  const pickup = { address: claims.address[lang], hours: await openingHoursText(lang) };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </div>
      <ClientMessages namespaces={['cheques', 'validation', 'errors']}>
        <ChequeLookup key={`${initial.cheque_id}/${initial.phone}`} lang={lang} initial={initial} lookUpNow={lookup.length > 0} pickup={pickup} />
      </ClientMessages>
    </div>
  );
}
