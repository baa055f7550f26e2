import { maxLength, minLength, object, optional, pipe, regex, string, transform, trim } from 'zod/mini';
import { CHEQUE_ID_MAX_DIGITS, PHONE_DIGITS } from '@/lib/config/business';
import { toLatinDigits } from './digits';
import { messageKeys } from './rules';

// In zod/mini, like rules.ts: the cheque lookup is opened from SMS links and must stay light.

/** Message keys of the cheque lookup form, under `cheques` in messages/{en,ar}.json. */
export const chequeMessageKeys = { id: 'cheques.idFormat', idRequired: 'cheques.idRequired' } as const;

/** The cheque number printed on the settlement letter and in the SMS: digits only. */
export const chequeId = pipe(
  pipe(
    string({ error: chequeMessageKeys.idRequired }).check(trim(), minLength(1, chequeMessageKeys.idRequired), maxLength(40, chequeMessageKeys.id)),
    transform(toLatinDigits),
  ),
  string().check(regex(new RegExp(`^\\d{1,${CHEQUE_ID_MAX_DIGITS}}$`), chequeMessageKeys.id)),
);

/** A phone the lookup may carry to confirm the beneficiary; empty means none. */
export const optionalPhone = optional(
  pipe(
    pipe(
      pipe(string().check(maxLength(40, messageKeys.phone)), transform((v: string) => toLatinDigits(v).replace(/[\s-]/g, ''))),
      string().check(regex(new RegExp(`^(\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max}})?$`), messageKeys.phone)),
    ),
    transform((v: string) => v || undefined),
  ),
);

/** Shared by the lookup form and POST /financial/getchequestatus. */
export const chequeLookupSchema = object({ cheque_id: chequeId, phone: optionalPhone });
