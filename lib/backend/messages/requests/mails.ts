import { createTranslator } from 'next-intl';
import { CAR_REQUEST, type Locale } from '@/lib/config/business';
import { makeById, modelOf } from '@/lib/config/car-makes';
import type { CarReferralReason } from '@/lib/config/car-online';
import { formatPhone, phoneInText } from '@/lib/phone';
import type { MedicalForm } from '@/lib/validation/medical';
import type { MotorForm } from '@/lib/validation/motor';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { countOf } from '../counts';

/**
 * The e-mails of the car and medical requests. Whatever the customer typed is data: it is quoted on
 * lines of its own, line breaks in one-line fields become spaces (no forged lines or headers), and
 * nothing of it is ever interpreted (these are plain-text e-mails).
 */
const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029\u0000-\u001f\u007f]+/g, ' ').trim();
const quoted = (v: string) => v.split(/\r\n|\r|\n|\u2028|\u2029/).map((l) => `> ${l.replace(/[\u0000-\u001f\u007f]/g, '')}`).join('\n');

/** The acknowledgement's texts in the customer's language (messages/, `mail.motorReceived`, `mail.medicalReceived`). */
const receivedText = (lang: Locale, request: 'motorReceived' | 'medicalReceived') =>
  createTranslator({ locale: lang, messages: lang === 'ar' ? ar : en, namespace: `mail.${request}` });

/** The account that sent the request; its acknowledgement greets it by its name in the message's language. */
interface Sender { userId: number; email: string; lang: Locale; reference: string; name: { en: string; ar: string } }

/** The referral's reason for the motor department, who read English (carPrice.referral has the customer's wording). */
const REFERRAL_REASON_EN: Record<CarReferralReason, string> = {
  valuation: 'the car value is outside the online limits',
  'car-age': 'the car is older than the online limit',
  'engine-type': 'the engine type is not covered online',
  'previous-claim': 'a claim was declared in the last years',
  vehicle: 'the use, vehicle type and size are not priced online',
  'plate-insured': "the plate is on another customer's car contract in force (check who owns the car now)",
};

export function motorDepartmentMail(form: MotorForm, sender: Sender, estimateJod: number) {
  const make = makeById(form.car.make)!;
  const model = modelOf(form.car.make, form.car.model)!;
  return {
    subject: `[Car request ${sender.reference}] ${make.en} ${model.en} ${form.car.production_year}`,
    body: [
      `Reference: ${sender.reference}`,
      `Customer id: ${sender.userId}`,
      `Account e-mail: ${sender.email}`,
      `Name: ${oneLine(form.contact.name)}`,
      `Phone: ${formatPhone(form.contact.phone)}`,
      `Language: ${sender.lang === 'ar' ? 'Arabic' : 'English'}`,
      '',
      `Make: ${make.en} (${make.ar})`,
      `Model: ${model.en} (${model.ar})`,
      `Engine type: ${form.car.engine_type}`,
      `Production year: ${form.car.production_year}`,
      `Valuation: ${form.car.valuation} JOD`,
      `Web estimate: ${estimateJod.toFixed(3)} JOD a year (comprehensive, before inspection)`,
      ...(form.referral ? ['', `Sent to a person because: ${REFERRAL_REASON_EN[form.referral.reason]}`] : []),
      ...(form.referral?.plate_number ? [`Plate: ${form.referral.plate_number}`] : []),
      '',
      `Attached: driver licence front and back, ${form.registration.length} registration image(s).`,
    ].join('\n'),
  };
}

export function motorAcknowledgement(form: MotorForm, sender: Sender) {
  const make = makeById(form.car.make)!;
  const model = modelOf(form.car.make, form.car.model)!;
  const t = receivedText(sender.lang, 'motorReceived');
  const values = {
    reference: sender.reference, name: oneLine(sender.name[sender.lang]), make: make[sender.lang], model: model[sender.lang],
    year: String(form.car.production_year), phone: phoneInText(form.contact.phone, sender.lang),
    days: countOf('workingDays', CAR_REQUEST.callBackWorkingDays, sender.lang),
  };
  return { subject: t('subject', values), body: t('body', values) };
}

const memberLines = (m: MedicalForm['members'][number], i: number) => [
  `Member ${i + 1}:`,
  `  Full name: ${oneLine(m.full_name)}`,
  `  National number: ${m.national_number}`,
  `  Relationship: ${m.relationship}`,
  `  Gender: ${m.gender}`,
  `  Birth place: ${oneLine(m.birth_place)}`,
  `  Weight: ${m.weight_kg} kg`,
  `  Height: ${m.height_cm} cm`,
  `  Marital status: ${m.marital_status}`,
];

export function medicalDepartmentMail(form: MedicalForm, sender: Sender) {
  return {
    subject: `[Medical request ${sender.reference}] ${oneLine(form.main.full_name)}, ${form.members.length} member(s)`,
    body: [
      `Reference: ${sender.reference}`,
      `Customer id: ${sender.userId}`,
      `Account e-mail: ${sender.email}`,
      `Name: ${oneLine(form.main.full_name)}`,
      `National number: ${form.main.national_number}`,
      `Phone: ${formatPhone(form.main.phone)}`,
      `Cover: ${form.main.cover}`,
      `Language: ${sender.lang === 'ar' ? 'Arabic' : 'English'}`,
      '',
      ...form.members.flatMap(memberLines),
      '',
      'Notes (as typed by the customer):',
      form.main.notes ? quoted(form.main.notes) : '> (none)',
    ].join('\n'),
  };
}

export function medicalAcknowledgement(form: MedicalForm, sender: Sender) {
  const t = receivedText(sender.lang, 'medicalReceived');
  const values = {
    reference: sender.reference, name: oneLine(sender.name[sender.lang]), members: form.members.length,
    phone: phoneInText(form.main.phone, sender.lang),
  };
  return { subject: t('subject', values), body: t('body', values) };
}
