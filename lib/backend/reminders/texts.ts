import { createTranslator } from 'next-intl';
import type { PolicyLine } from '@/lib/api/endpoints/policies';
import type { Locale } from '@/lib/config/business';
import { COMPANY_NAME } from '@/lib/config/company';
import { formatDate } from '@/lib/format';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

export type PolicyEvent = 'renewal-window' | 'expiry-warning' | 'ended';
export interface PolicyFacts { line: PolicyLine; contractNumber: string; expiry: string; name: string; link: string; renewable: boolean; endedAlready: boolean }

/** A contract's reminder, as a text message and an e-mail, in one language (messages/, namespace `reminders`); every one carries its link. */
export function policyReminder(event: PolicyEvent, lang: Locale, p: PolicyFacts): { sms: string; subject: string; body: string } {
  const t = createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: 'reminders' });
  const kind = event === 'ended' && !p.endedAlready ? 'ends-today' : event;
  const values = { line: t(`line.${p.line}`), number: p.contractNumber, day: formatDate(p.expiry) };
  const lead = t(`lead.${kind}`, values);
  const action = p.renewable ? t('renew', { link: p.link }) : t('see', { link: p.link });
  return {
    sms: t('sms', { company: COMPANY_NAME[lang], lead, action }),
    subject: t(`subject.${kind}`, values),
    body: [t('greeting', { name: p.name }), '', lead, action].join('\n'),
  };
}
