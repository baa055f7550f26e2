import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import { openingHoursText } from '@/components/service/opening-hours';
import type { Locale } from '@/lib/config/business';
import { COMPANY_OFFICES } from '@/lib/config/company';
import { pageLocale } from '@/lib/i18n/page-locale';
import { ChequeLookup } from './ChequeLookup';

export async function chequesMetadata(params: Promise<{ lang: string }>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'cheques' });
  return { title: t('title') };
}

/**
 * The cheque lookup screen of spec §2, in the login layout. The bare form (`/cheques`) is the same
 * for every visitor and prerendered; an SMS link (`/cheques/{id}/{phone}`) fills it and looks up at once,
 * rendered per request with a nonce in its policy, the only page that shows an answer.
 */
export async function ChequesScreen({ lang, initial, lookUpNow }: {
  lang: Locale; initial: { cheque_id: string; phone: string }; lookUpNow: boolean;
}) {
  const t = await getTranslations('cheques');
  const claims = COMPANY_OFFICES.find((o) => o.id === 'claims-office') ?? COMPANY_OFFICES[0];
  const pickup = { address: claims.address[lang], hours: await openingHoursText(lang) };
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
      </div>
      <ClientMessages namespaces={['cheques', 'validation', 'errors']}>
          <ChequeLookup key={`${initial.cheque_id}/${initial.phone}`} lang={lang} initial={initial} lookUpNow={lookUpNow} pickup={pickup} />
      </ClientMessages>
    </div>
  );
}
