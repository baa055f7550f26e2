/** @jest-environment node */
import { LOCALES, type Locale } from '@/lib/config/business';
import { COMPANY_NAME } from '@/lib/config/company';
import { messageLinkOrigin } from '@/lib/config/env';
import type { MedicalForm } from '@/lib/validation/medical';
import type { MotorForm } from '@/lib/validation/motor';
import type { UserRow } from './context';
import { appointmentSms } from './bookings/timeline';
import { payoutChangedNotice } from './claims/payout';
import { claimEmail, claimNotice, claimSms, type StepRecord } from './claims/record';
import { claimText } from './claims/text';
import type { AppointmentRow } from './bookings/view';
import { codeMessage } from './accounts/codes/issue';
import { contactChangedNotice, contactCodeMessage } from './accounts/notices/contact-change';
import { contractIssuedMail } from './contracts/notices/contract';
import { signInAlertMail } from './accounts/notices/sign-in-alert';
import { renewalLinkSms } from './contracts/renewals/links';
import { medicalAcknowledgement, motorAcknowledgement } from './messages/requests/mails';
import { acknowledgementMail } from './messages/service/contact-mail';

/**
 * Every message the portal writes to a customer (everything that goes through lib/backend/messages/outbox.ts
 * to a customer's number or address), built in each language: its links are absolute, from the one
 * origin of messages, and its text is in the language asked for. The e-mails to the company's own
 * departments (care, motor, medical) are for staff and stay in English.
 */
const ORIGIN = 'https://portal.example.jo';
process.env.PUBLIC_ORIGIN = ORIGIN;

const NAME = { en: 'Omar Khaled Saleh Haddad', ar: 'عمر خالد صالح الحداد' };
const customer = { id: 7, nameEn: NAME.en, nameAr: NAME.ar, email: 'omar@portal.test', mobile: '0790000001' } as UserRow;
const appointment = { id: 12, userId: 7, date: '2026-11-30', timePeriod: '08:30-10:30', phone: '0790000001' } as AppointmentRow;
const motor = { car: { make: 'hyundai', model: 'elantra', engine_type: 'hybrid', production_year: 2022, valuation: 18000 }, contact: { name: NAME.en, phone: '0790000001' } } as MotorForm;
const medical = { main: { full_name: NAME.en, phone: '0790000001' }, members: [{}] } as MedicalForm;
const sender = (lang: Locale) => ({ userId: 7, email: 'omar@portal.test', lang, reference: 'CR-1A2B3C4D', name: NAME });

type Message = { subject?: string | null; body: string };
const sms = (body: string): Message => ({ body });

/** Each builder, for a language. */
const BUILDERS: Record<string, (lang: Locale) => Message> = {
  'sign-up / verification code (SMS)': (lang) => sms(codeMessage('verify', lang, '4821').body),
  'password reset code (SMS and e-mail)': (lang) => codeMessage('reset', lang, '4821'),
  'sign-in code (SMS)': (lang) => sms(codeMessage('signin', lang, '4821').body),
  'account under attack (e-mail)': (lang) => signInAlertMail(lang),
  'contact change: code to the new e-mail': (lang) => contactCodeMessage('email', lang, '4821'),
  'contact change: code to the new mobile': (lang) => contactCodeMessage('mobile', lang, '4821'),
  'contact change: notice of a new e-mail': (lang) => contactChangedNotice('email', lang, 'new@portal.test'),
  'contact change: notice of a new mobile': (lang) => contactChangedNotice('mobile', lang, '0791112223'),
  'contract issued (e-mail)': (lang) => contractIssuedMail(lang, {
    name: NAME, line: 'travel', contractNumber: 'P-TRV-2026-000123', period: '01-12-2026 – 10-12-2026', amount: '25.000',
    link: `${messageLinkOrigin()}/${lang}/policy/travel/3`,
  }),
  'renewal link (SMS)': (lang) => sms(renewalLinkSms(lang, { contractNumber: 'P-MOT-2026-000001', url: `${messageLinkOrigin()}/${lang}/renewal?token=abc` })),
  'contact acknowledgement (e-mail)': (lang) => acknowledgementMail(customer, lang),
  'car request acknowledgement (e-mail)': (lang) => motorAcknowledgement(motor, sender(lang)),
  'medical request acknowledgement (e-mail)': (lang) => medicalAcknowledgement(medical, sender(lang)),
  ...Object.fromEntries((['booked', 'updated', 'confirmed', 'on_the_way', 'assessed', 'cancelled'] as const).map((kind) => [
    `appointment ${kind} (SMS)`, (lang: Locale) => sms(appointmentSms(kind, lang, appointment)),
  ])),
};

/** Where a claim's cheque is collected, as the claims steps name it (the claims office, lib/config/company.ts). */
const PLACE = { en: 'Claims office, Al-Madina Al-Munawara Street 45, Amman, Jordan', ar: 'دائرة المطالبات، شارع المدينة المنورة 45، عمّان، الأردن' };

/** Each step of a claim with the values its message names, as the claims steps give them (lib/backend/claims). */
const CLAIM_STEPS: Pick<StepRecord, 'kind' | 'values' | 'variant'>[] = [
  { kind: 'reported', values: () => ({ date: '03-12-2026' }) },
  { kind: 'assessor_booked', values: () => ({ appointment: 'LB-000012', when: '03-12-2026' }) },
  { kind: 'documents_requested', values: (lang) => ({ documents: lang === 'ar' ? 'الفواتير وتقرير طبي' : 'Invoices and Medical report' }) },
  { kind: 'document_provided', values: (lang) => ({ document: lang === 'ar' ? 'الفواتير' : 'Invoices' }) },
  { kind: 'assessed', values: () => ({ date: '03-12-2026' }) },
  { kind: 'assessed', variant: 'waiting' },
  { kind: 'approved', values: (lang) => ({ amount: lang === 'ar' ? '300 دينار أردني' : 'JOD 300' }) },
  { kind: 'refused', values: () => ({ date: '03-12-2026' }) },
  { kind: 'accepted', values: (lang) => ({ amount: lang === 'ar' ? '300 دينار أردني' : 'JOD 300', method: claimText(lang)('methods.cheque'), date: '03-12-2026' }) },
  { kind: 'disputed', values: () => ({ date: '03-12-2026' }) },
  { kind: 'appealed', values: () => ({ date: '03-12-2026' }) },
  { kind: 'transfer_sent', values: (lang) => ({ amount: lang === 'ar' ? '300 دينار أردني' : 'JOD 300', iban: lang === 'ar' ? '\u2066JO•• •••• •••• 0302\u2069' : 'JO•• •••• •••• 0302', transfer: 'TRF-20481' }) },
  { kind: 'cheque_issued', values: (lang) => ({ cheque: '5000042', amount: lang === 'ar' ? '300 دينار أردني' : 'JOD 300', date: '17-12-2026', place: PLACE[lang] }) },
  { kind: 'cheque_ready', values: (lang) => ({ cheque: '5000042', amount: lang === 'ar' ? '300 دينار أردني' : 'JOD 300', place: PLACE[lang] }) },
  { kind: 'closed' },
];
const claim = { id: 42 };

Object.assign(BUILDERS, {
  ...Object.fromEntries(CLAIM_STEPS.flatMap((step) => [
    [`claim ${step.kind}${step.variant ? ` (${step.variant})` : ''} (SMS)`, (lang: Locale) => sms(claimSms(claim, step, lang))],
    [`claim ${step.kind}${step.variant ? ` (${step.variant})` : ''} (e-mail)`, (lang: Locale) => claimEmail(claim, step, NAME, lang)],
    [`claim ${step.kind}${step.variant ? ` (${step.variant})` : ''} (notice)`, (lang: Locale) => ({ subject: claimNotice(claim, step, lang).title, body: claimNotice(claim, step, lang).body })],
  ])),
  'payout account changed (e-mail)': (lang: Locale) => payoutChangedNotice({ ...customer, language: lang } as UserRow, 'JO94CBJO0010000000000131000302', lang),
});

const URL_LIKE = /(?:https?:\/\/|\/(?:en|ar)\/|www\.)\S*/g;
/** What may stay in the other script: names, codes and references, addresses, the company's brand, PDF. */
const ALLOWED_LATIN = [/https?:\/\/\S+/g, /\S+@\S+/g, /JO•• •••• •••• \d{4}/g, /\b[A-Z]{1,4}(?:-[A-Z0-9]+)+\b/g, /\bPDF\b/g, new RegExp(COMPANY_NAME.en, 'g')];

const text = (m: Message) => [m.subject ?? '', m.body].join('\n');

describe.each(Object.entries(BUILDERS))('%s', (_, build) => {
  it.each(LOCALES)('in %s: links absolute from PUBLIC_ORIGIN', (lang) => {
    const links = text(build(lang)).match(URL_LIKE) ?? [];
    for (const link of links) expect(link.startsWith(`${ORIGIN}/${lang}/`)).toBe(true);
  });

  it('in Arabic: no English but names, codes and addresses', () => {
    let arabic = text(build('ar'));
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).not.toContain(NAME.en);
    for (const allowed of ALLOWED_LATIN) arabic = arabic.replace(allowed, '');
    expect(arabic).not.toMatch(/[A-Za-z]/);
  });

  it('in English: no Arabic', () => {
    const english = text(build('en'));
    expect(english).not.toMatch(/[\u0600-\u06FF]/);
    expect(english).toMatch(/[A-Za-z]{3}/);
  });
});

it('a message with the customer\'s name greets them by the name in its language', () => {
  for (const name of ['claim reported (e-mail)', 'payout account changed (e-mail)', 'contact acknowledgement (e-mail)', 'car request acknowledgement (e-mail)', 'medical request acknowledgement (e-mail)', 'contract issued (e-mail)']) {
    expect([name, text(BUILDERS[name]!('ar')).includes(NAME.ar)]).toEqual([name, true]);
    expect([name, text(BUILDERS[name]!('en')).includes(NAME.en)]).toEqual([name, true]);
  }
});

describe('messageLinkOrigin', () => {
  const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
  it('is PUBLIC_ORIGIN, else in demo mode the portal on this machine at its port, else refuses', () => {
    expect(messageLinkOrigin(env({ PUBLIC_ORIGIN: 'https://portal.example.jo/' }))).toBe('https://portal.example.jo');
    expect(messageLinkOrigin(env({ PORT: '3140' }))).toBe('http://localhost:3140');
    expect(messageLinkOrigin(env({}))).toBe('http://localhost:3000');
    expect(() => messageLinkOrigin(env({ SMTP_URL: 'smtp://mail.example:587' }))).toThrow(/PUBLIC_ORIGIN/);
    expect(() => messageLinkOrigin(env({ PUBLIC_ORIGIN: 'https://portal.example.jo/path' }))).toThrow();
  });
});
