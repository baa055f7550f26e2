import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LineContracts } from '@/components/contracts/LineContracts';
import { MotorAppointments } from '@/components/contracts/MotorAppointments';
import { ClientMessages } from '@/components/layout/ClientMessages';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import type { Locale } from '@/lib/config/business';
import { isPolicyLine, lineNavKey } from '@/lib/contracts/display';
import { pageLocale } from '@/lib/i18n/page-locale';
import { appointmentsQuery, policiesQuery } from '@/lib/query/policies';
import { prefetchForUser } from '@/lib/query/server';

type Props = { params: Promise<{ lang: string; line: string }> };

async function lineOf(params: Props['params']): Promise<{ lang: Locale; line: PolicyLine }> {
  const lang = await pageLocale(params);
  const { line } = await params;
  if (!isPolicyLine(line)) notFound();
  return { lang, line };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, line } = await lineOf(params);
  const nav = await getTranslations({ locale: lang, namespace: 'nav' });
  return { title: nav(lineNavKey[line]) };
}

/** A line's contracts (spec §2 dashboard/{line}); motor also lists the accident-assessment appointments. */
export default async function LinePage({ params }: Props) {
  const { lang, line } = await lineOf(params);
  const state = await prefetchForUser(lang, (client, api) => [
    client.fetchQuery(policiesQuery(api)),
    line === 'motor' && client.fetchQuery(appointmentsQuery(api)),
  ]);
  const nav = await getTranslations('nav');
  const t = await getTranslations(`contracts.lines.${lineNavKey[line]}`);
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">{nav(lineNavKey[line])}</h1>
      <p className="mb-5 mt-1 text-slate-700">{t('intro')}</p>
      <ClientMessages namespaces={['nav', 'contracts']}>
        <HydrationBoundary state={state}>
          <LineContracts line={line} />
          {line === 'motor' && <MotorAppointments />}
        </HydrationBoundary>
      </ClientMessages>
    </div>
  );
}
