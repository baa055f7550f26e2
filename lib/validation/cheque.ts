import { z } from 'zod';
import { CHEQUE_ID_MAX_DIGITS, PHONE_DIGITS } from '@/lib/config/business';
import { toLatinDigits } from './digits';
import { messageKeys } from './fields';

/** Message keys of the cheque lookup form, under `cheques` in messages/{en,ar}.json. */
export const chequeMessageKeys = { id: 'cheques.idFormat' } as const;

/** The cheque number printed on the settlement letter and in the SMS: digits only. */
export const chequeId = z
  .string({ error: messageKeys.required })
  .trim()
  .min(1, messageKeys.required)
  .max(40, chequeMessageKeys.id)
  .transform(toLatinDigits)
  .pipe(z.string().regex(new RegExp(`^\\d{1,${CHEQUE_ID_MAX_DIGITS}}$`), chequeMessageKeys.id));

/** A phone the lookup may carry to confirm the beneficiary; empty means none. */
export const optionalPhone = z
  .string()
  .max(40, messageKeys.phone)
  .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^(\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}})?$`), messageKeys.phone))
  .transform((v) => v || undefined)
  .optional();

/** Shared by the lookup form and POST /financial/getchequestatus. */
export const chequeLookupSchema = z.object({ cheque_id: chequeId, phone: optionalPhone });
