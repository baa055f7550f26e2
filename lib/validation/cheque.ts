import { maxLength, minLength, object, pipe, regex, string, transform, trim } from 'zod/mini';
import { CHEQUE_ID_MAX_DIGITS } from '@/lib/config/business';
import { toLatinDigits } from '../format/digits';
import { optionalPhoneNumber } from './phone-rule';

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

/**
 * Shared by the lookup form and POST /financial/getchequestatus. The phone, which confirms the
 * beneficiary, may be given in any spelling (E.164 out, as the cheque keeps it); empty means none.
 */
export const chequeLookupSchema = object({ cheque_id: chequeId, phone: optionalPhoneNumber });
