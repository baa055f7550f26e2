import type { PolicyLine } from '@/lib/api/endpoints/policies';
import type { Locale } from '@/lib/config/business';
import { COMPANY_NAME } from '@/lib/config/company';
import { formatDate } from '@/lib/format';
import { LINE_AR, LINE_EN } from '../notifications/expiry-text';

export type PolicyEvent = 'renewal-window' | 'expiry-warning' | 'ended';
export interface PolicyFacts { line: PolicyLine; contractNumber: string; expiry: string; name: string; link: string; renewable: boolean; endedAlready: boolean }

/** A contract's reminder, as a text message and an e-mail, in one language; every one carries its link. */
export function policyReminder(event: PolicyEvent, lang: Locale, p: PolicyFacts): { sms: string; subject: string; body: string } {
  const day = formatDate(p.expiry);
  if (lang === 'ar') {
    const line = LINE_AR[p.line];
    const action = p.renewable ? `جدّده الآن من هنا: ${p.link}` : `اطّلع عليه أو تواصل معنا: ${p.link}`;
    const texts = {
      'renewal-window': { subject: `يمكنك تجديد عقد ${line} رقم ${p.contractNumber}`, lead: `أصبح بإمكانك تجديد عقد ${line} رقم ${p.contractNumber} الذي ينتهي في ${day}.` },
      'expiry-warning': { subject: `عقد ${line} رقم ${p.contractNumber} ينتهي في ${day}`, lead: `ينتهي عقد ${line} رقم ${p.contractNumber} في ${day}.` },
      ended: p.endedAlready
        ? { subject: `انتهى عقد ${line} رقم ${p.contractNumber}`, lead: `انتهى عقد ${line} رقم ${p.contractNumber} في ${day}، ولم تعد مغطّى به.` }
        : { subject: `عقد ${line} رقم ${p.contractNumber} ينتهي اليوم`, lead: `اليوم ${day} آخر يوم في عقد ${line} رقم ${p.contractNumber}.` },
    }[event];
    return { sms: `${COMPANY_NAME.ar}: ${texts.lead} ${action}`, subject: texts.subject, body: [`عزيزنا ${p.name}،`, '', texts.lead, action].join('\n') };
  }
  const line = LINE_EN[p.line];
  const action = p.renewable ? `Renew it now: ${p.link}` : `See it or contact us: ${p.link}`;
  const texts = {
    'renewal-window': { subject: `You can renew your ${line} contract ${p.contractNumber}`, lead: `Your ${line} contract ${p.contractNumber} ends on ${day}, and you can renew it now.` },
    'expiry-warning': { subject: `Your ${line} contract ${p.contractNumber} ends on ${day}`, lead: `Your ${line} contract ${p.contractNumber} ends on ${day}.` },
    ended: p.endedAlready
      ? { subject: `Your ${line} contract ${p.contractNumber} has ended`, lead: `Your ${line} contract ${p.contractNumber} ended on ${day}; it no longer covers you.` }
      : { subject: `Your ${line} contract ${p.contractNumber} ends today`, lead: `Today, ${day}, is the last day of your ${line} contract ${p.contractNumber}.` },
  }[event];
  return { sms: `${COMPANY_NAME.en}: ${texts.lead} ${action}`, subject: texts.subject, body: [`Dear ${p.name},`, '', texts.lead, action].join('\n') };
}
