import { z } from 'zod';
import { endpoint } from '../define';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/config/business';
import { chequeLookupSchema } from '@/lib/validation/cheque';
import { email, phone, requiredMultilineText, requiredText } from '@/lib/validation/fields';
import { medicalFormSchema } from '@/lib/validation/medical';
import { motorFormSchema } from '@/lib/validation/motor';

export const chequeStatusRequest = chequeLookupSchema;
export const chequeStatuses = ['delivered', 'ready', 'processing', 'preparation', 'none'] as const;
export type ChequeStatus = (typeof chequeStatuses)[number];
export const getChequeStatus = endpoint({
  method: 'POST', path: '/financial/getchequestatus',
  body: chequeStatusRequest,
  response: z.object({
    status: z.enum(chequeStatuses),
    cheque_id: z.string(),
    /** Only when the request's phone matched the beneficiary's: the amount is theirs to see. */
    amount: z.number().nullable(),
    settlement_date: z.iso.date().nullable(),
  }),
});

export const verifyPolicyQr = endpoint({
  method: 'GET', path: '/qrcode/policy',
  query: z.object({ token: requiredText(200) }),
  response: z.object({
    state: z.enum(['valid', 'expired', 'unknown']),
    contract_number: z.string().nullable(),
    line: z.string().nullable(),
    holder_masked: z.string().nullable(),
    expiry: z.iso.date().nullable(),
  }),
});

export const contactMessageSchema = z.object({
  name: requiredText(120),
  email,
  phone,
  subject: requiredText(160),
  message: requiredMultilineText(CONTACT_MESSAGE_MAX_LENGTH),
});
export const sendContactEmail = endpoint({
  method: 'POST', path: '/email/send', body: contactMessageSchema, response: z.object({ ok: z.literal(true) }),
});
/** The medical request: the main form and its members; the medical department calls back. */
export const sendMedicalForm = endpoint({
  method: 'POST', path: '/email/medical-form', body: medicalFormSchema,
  response: z.object({ ok: z.literal(true), reference: z.string() }),
});
/** The car request: the car, the contact, and upload ids of the licence and registration images (claimed here). */
export const sendMotorForm = endpoint({
  method: 'POST', path: '/email/motor-form', body: motorFormSchema,
  response: z.object({ ok: z.literal(true), reference: z.string() }),
});

export const registerPushToken = endpoint({
  method: 'POST', path: '/notifications/register',
  body: z.object({ token: requiredText(4096), platform: z.enum(['web']) }),
  response: z.object({ ok: z.literal(true) }),
});

/** Title and body come in the request's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['expiry', 'appointment', 'general']),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.iso.datetime(),
});
export const notificationsResponse = z.object({ notifications: z.array(notificationSchema), new_notification: z.boolean() });
export const getNotifications = endpoint({
  method: 'GET', path: '/notifications/getUserNotifications',
  response: notificationsResponse,
});
export const readNotifications = endpoint({
  method: 'PATCH', path: '/notifications/readUserNotifications',
  response: z.object({ ok: z.literal(true) }),
});
