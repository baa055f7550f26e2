import { z } from 'zod';
import { endpoint } from '../define';
import { chequeLookupSchema } from '@/lib/validation/cheque';

export const chequeStatusRequest = chequeLookupSchema;
/**
 * `phone_mismatch`: the cheque exists but the phone given is not the one on it; nothing more of the
 * cheque is told (the status, date and amount stay hidden), only that the number must be checked.
 */
export const chequeStatuses = ['delivered', 'ready', 'processing', 'preparation', 'none', 'phone_mismatch'] as const;
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
