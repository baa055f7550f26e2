import { randomBytes } from 'node:crypto';
import type { requestForms } from '@/lib/api/endpoints';
import { CUSTOMER_CARE_EMAIL, MEDICAL_DEPARTMENT_EMAIL, MOTOR_DEPARTMENT_EMAIL } from '@/lib/config/company';
import { REQUEST_FORM_LIMIT } from '@/lib/config/security';
import type { Handler, UserRow } from '../context';
import type { Db } from '../db/client';
import { enforceRateLimit } from '../limits/rate-limit';
import {
  type Attachment, callBackAcknowledgement, callBackCareMail, medicalAcknowledgement, medicalDepartmentMail, motorAcknowledgement, motorDepartmentMail, queueEmail,
} from '../messages';
import { assertMayBuy } from '../payments';
import { priceCar, toJod } from '../pricing';
import { claimUploads, type UploadRow } from '../uploads';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
const reference = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** A customer who may ask for a contract, counted against the request limit before anything is written. */
async function requester(db: Db, user: UserRow | null, kind: string, now: Date): Promise<UserRow> {
  const me = requireUser(user);
  assertMayBuy(me);
  await enforceRateLimit(db, `request:${kind}:user:${me.id}`, REQUEST_FORM_LIMIT, now);
  return me;
}

const attachment = (row: UploadRow, name: string): Attachment => ({ kind: 'upload', uploadId: row.id, name: `${name}.${EXTENSION[row.type] ?? 'bin'}`, type: row.type });

/**
 * POST /email/motor-form: the images are the customer's own uploads, claimed here; the motor
 * department's e-mail carries them, and the acknowledgement goes to the account's own address.
 * Claims and e-mails are written in one transaction: a refused image leaves nothing behind.
 */
const sendMotorForm: Handler<typeof requestForms.sendMotorForm> = async ({ db, user, session, body, now }) => {
  const me = await requester(db, user, 'motor', now);
  const ref = reference('CR');
  const sender = { userId: me.id, email: me.email, lang: me.language, reference: ref, name: { en: me.nameEn, ar: me.nameAr } };
  const owner = { sessionId: session?.id ?? null, userId: me.id };
  const estimate = toJod(priceCar(body.car, now).total);
  await db.transaction(async (tx) => {
    const licence = await claimUploads(tx, { ids: { licence_front: body.licence_front, licence_back: body.licence_back }, owner, purpose: 'driving-licence', now });
    const registration = await claimUploads(tx, {
      ids: Object.fromEntries(body.registration.map((id, i) => [`registration.${i}`, id])), owner, purpose: 'vehicle-licence', now,
    });
    const files = [
      attachment(licence.licence_front!, 'licence-front'),
      attachment(licence.licence_back!, 'licence-back'),
      ...body.registration.map((_, i) => attachment(registration[`registration.${i}`]!, `registration-${i + 1}`)),
    ];
    const mail = motorDepartmentMail(body, sender, estimate);
    // The company's desks read English (docs/messages.md); the customer's acknowledgement is in the language they chose for messages.
    await queueEmail(tx, { to: MOTOR_DEPARTMENT_EMAIL, ...mail, language: 'en', attachments: files });
    const ack = motorAcknowledgement(body, sender);
    await queueEmail(tx, { to: me.email, ...ack, language: sender.lang });
  });
  return { ok: true as const, reference: ref };
};

/** POST /email/medical-form: the main form and every member to the medical department; an acknowledgement to the account. */
const sendMedicalForm: Handler<typeof requestForms.sendMedicalForm> = async ({ db, user, body, now }) => {
  const me = await requester(db, user, 'medical', now);
  const ref = reference('MR');
  const sender = { userId: me.id, email: me.email, lang: me.language, reference: ref, name: { en: me.nameEn, ar: me.nameAr } };
  await db.transaction(async (tx) => {
    const mail = medicalDepartmentMail(body, sender);
    await queueEmail(tx, { to: MEDICAL_DEPARTMENT_EMAIL, ...mail, language: 'en' });
    const ack = medicalAcknowledgement(body, sender);
    await queueEmail(tx, { to: me.email, ...ack, language: sender.lang });
  });
  return { ok: true as const, reference: ref };
};

/**
 * POST /email/call-back: a customer the web refused (60 or over) asks customer care to call; the desk's
 * e-mail names the reason and the number, the acknowledgement goes to the account's own address.
 */
const sendCallBackRequest: Handler<typeof requestForms.sendCallBackRequest> = async ({ db, user, body, now }) => {
  const me = await requester(db, user, 'call-back', now);
  const ref = reference('CB');
  const sender = { userId: me.id, email: me.email, lang: me.language, reference: ref, name: { en: me.nameEn, ar: me.nameAr } };
  await db.transaction(async (tx) => {
    await queueEmail(tx, { to: CUSTOMER_CARE_EMAIL, ...callBackCareMail(body, sender), language: 'en' });
    await queueEmail(tx, { to: me.email, ...callBackAcknowledgement(body, sender), language: sender.lang });
  });
  return { ok: true as const, reference: ref };
};

export const requestHandlers = {
  sendMotorForm,
  sendMedicalForm,
  sendCallBackRequest,
} satisfies AreaHandlers;
