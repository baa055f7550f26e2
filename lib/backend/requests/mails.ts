import { CAR_REQUEST, type Locale } from '@/lib/config/business';
import { makeById, modelOf } from '@/lib/config/car-makes';
import { formatPhone, isolateLtr } from '@/lib/format';
import type { MedicalForm } from '@/lib/validation/medical';
import type { MotorForm } from '@/lib/validation/motor';
import { countOf } from '../notifications/counts';

/**
 * The e-mails of the car and medical requests. Whatever the customer typed is data: it is quoted on
 * lines of its own, line breaks in one-line fields become spaces (no forged lines or headers), and
 * nothing of it is ever interpreted (these are plain-text e-mails).
 */
const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029\u0000-\u001f\u007f]+/g, ' ').trim();
const quoted = (v: string) => v.split(/\r\n|\r|\n|\u2028|\u2029/).map((l) => `> ${l.replace(/[\u0000-\u001f\u007f]/g, '')}`).join('\n');

/** The account that sent the request; its acknowledgement greets it by its name in the message's language. */
interface Sender { userId: number; email: string; lang: Locale; reference: string; name: { en: string; ar: string } }

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
      '',
      `Attached: driver licence front and back, ${form.registration.length} registration image(s).`,
    ].join('\n'),
  };
}

export function motorAcknowledgement(form: MotorForm, sender: Sender) {
  const make = makeById(form.car.make)!;
  const model = modelOf(form.car.make, form.car.model)!;
  const days = CAR_REQUEST.callBackWorkingDays;
  if (sender.lang === 'ar') {
    return {
      subject: `استلمنا طلب تأمين سيارتك (${sender.reference})`,
      body: `مرحباً ${oneLine(sender.name.ar)}،\n\nاستلمنا طلب تأمين سيارتك ${make.ar} ${model.ar} ${form.car.production_year} مع صور رخصة القيادة ورخصة السيارة. سيتصل بك قسم تأمين السيارات على الرقم ${isolateLtr(formatPhone(form.contact.phone))} خلال ${countOf('workingDays', days, 'ar')} لتأكيد السعر وموعد الكشف على السيارة.\n\nرقم الطلب: ${sender.reference}\n\nمع التحية،\nقسم تأمين السيارات`,
    };
  }
  return {
    subject: `We have received your car insurance request (${sender.reference})`,
    body: `Hello ${oneLine(sender.name.en)},\n\nWe have received your request to insure your ${make.en} ${model.en} ${form.car.production_year}, with the images of your driver licence and car registration. The motor department will call you on ${formatPhone(form.contact.phone)} within ${countOf('workingDays', days, 'en')} to confirm the price and arrange the car's inspection.\n\nRequest reference: ${sender.reference}\n\nKind regards,\nMotor department`,
  };
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
  const n = form.members.length;
  if (sender.lang === 'ar') {
    return {
      subject: `استلمنا طلب التأمين الطبي (${sender.reference})`,
      body: `مرحباً ${oneLine(sender.name.ar)}،\n\nاستلمنا طلب التأمين الطبي لعدد ${n} من الأفراد. سيتصل بك قسم التأمين الطبي على الرقم ${isolateLtr(formatPhone(form.main.phone))} خلال يومَي عمل لعرض البرامج المناسبة وأسعارها.\n\nرقم الطلب: ${sender.reference}\n\nمع التحية،\nقسم التأمين الطبي`,
    };
  }
  return {
    subject: `We have received your medical insurance request (${sender.reference})`,
    body: `Hello ${oneLine(sender.name.en)},\n\nWe have received your medical insurance request for ${n} member(s). The medical department will call you on ${formatPhone(form.main.phone)} within 2 working days to go through the plans that fit and their prices.\n\nRequest reference: ${sender.reference}\n\nKind regards,\nMedical department`,
  };
}
