import { z } from 'zod';
import { endpoint } from '../define';
import { callBackSchema } from '@/lib/validation/call-back';
import { medicalFormSchema } from '@/lib/validation/medical';
import { motorFormSchema } from '@/lib/validation/motor';

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
/** A call back where the web refuses a cover (60 or over): customer care calls the number given. */
export const sendCallBackRequest = endpoint({
  method: 'POST', path: '/email/call-back', body: callBackSchema,
  response: z.object({ ok: z.literal(true), reference: z.string() }),
});
