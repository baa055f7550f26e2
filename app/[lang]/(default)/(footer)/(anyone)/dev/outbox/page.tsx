import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DateTime } from '@/components/ui/DateTime';
import { devOutbox } from '@/lib/session/transport';
import { headers } from 'next/headers';
import { pageLocale } from '@/lib/i18n/page-locale';
import { outboxAllowed } from '@/lib/session/outbox-access';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'outbox' });
  return { title: t('title'), robots: { index: false } };
}

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ key?: string | string[] }> };

/**
 * The demo outbox: what the portal would send by SMS and e-mail, with each message's state, while no
 * transport is configured (no SMTP_URL or SMPP_URL); only
 * on the machine the portal runs on, or with the secret printed at start (`?key=`).
 */
export default async function OutboxPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const { key } = await searchParams;
  if (!outboxAllowed(await headers(), typeof key === 'string' ? key : null)) notFound();
  const t = await getTranslations('outbox');
  const messages = await devOutbox();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">{t('title')}</h1>
        <a href="" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold">{t('refresh')}</a>
      </div>
      <p className="text-slate-700">{t('intro')}</p>
      {messages.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
                <dt className="text-slate-600">{t('to')}</dt>
                <dd dir="ltr" className="text-start rtl:text-end">{m.to}</dd>
                <dt className="text-slate-600">{t('channel')}</dt>
                <dd>{t(m.channel)}</dd>
                {m.subject ? (<><dt className="text-slate-600">{t('subject')}</dt><dd lang={m.language} dir={m.language === 'ar' ? 'rtl' : 'ltr'} className="text-start">{m.subject}</dd></>) : null}
                <dt className="text-slate-600">{t('sentAt')}</dt>
                <dd><DateTime value={m.sentAt} /></dd>
                <dt className="text-slate-600">{t('state')}</dt>
                <dd>{t(`states.${m.state}`)}</dd>
                {m.attachments.length ? (
                  <><dt className="text-slate-600">{t('attachments')}</dt><dd lang="en" dir="ltr" className="text-start rtl:text-end">{m.attachments.map((a) => a.name).join(', ')}</dd></>
                ) : null}
                <dt className="text-slate-600">{t('body')}</dt>
                {/* Each message is in its recipient's language, whatever the page's. */}
                {/* A message as it was sent, with what the customer typed in it (an address typed in Latin letters in an Arabic SMS). */}
                <dd lang={m.language} dir={m.language === 'ar' ? 'rtl' : 'ltr'} className="whitespace-pre-wrap text-start" data-testid="outbox-body" data-user-text>{m.body}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
