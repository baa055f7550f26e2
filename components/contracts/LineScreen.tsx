import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/layout/ClientMessages';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import { lineNavKey } from '@/lib/model/contracts/display';
import { pageLocale } from '@/lib/i18n/page-locale';
import { appointmentsQuery } from '@/lib/query/policies';
import { summaryState } from '@/lib/query/summary';
import { LineContracts } from './LineContracts';
import { LineDocuments } from './LineDocuments';
import { MotorAppointments } from './MotorAppointments';

type Params = Promise<{ lang: string }>;

export async function lineMetadata(params: Params, line: PolicyLine): Promise<Metadata> {
  const nav = await getTranslations({ locale: await pageLocale(params), namespace: 'nav' });
  return { title: nav(lineNavKey[line]) };
}

/**
 * A line's page (spec §2 dashboard/{line}): its contracts, from the dashboard's summary so the first HTML holds them;
 * motor also lists the accident-assessment appointments. Each line is its own small route, so any
 * other segment falls to the not-found page with a real 404 status.
 */
export async function LineScreen({ params, line }: { params: Params; line: PolicyLine }) {
  const lang = await pageLocale(params);
  // The contracts come with the summary the layout asked for; motor's appointments in a second call.
  const { state } = await summaryState(lang, { policies: true }, line === 'motor' ? (client, api) => [client.fetchQuery(appointmentsQuery(() => api))] : undefined);
  const nav = await getTranslations('nav');
  const t = await getTranslations(`contracts.lines.${lineNavKey[line]}`);
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">{nav(lineNavKey[line])}</h1>
      <p className="mb-5 mt-1 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['nav', 'contracts', 'products', 'productLinks', 'carBuy']}>
        <HydrationBoundary state={state}>
          <LineContracts line={line} />
          {line === 'motor' && <MotorAppointments />}
        </HydrationBoundary>
      </ClientMessages>
      <LineDocuments line={line} />
    </div>
  );
}
