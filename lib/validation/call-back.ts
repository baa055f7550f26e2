import { z } from 'zod';
import { CALL_BACK, CALL_BACK_REASONS } from '@/lib/config/call-back';
import { optionalMultilineText } from './fields';
import { phone } from './phone';

/** POST /email/call-back, and the call-back form: why (pre-filled by the refusal), the number to call, a note. */
export const callBackSchema = z.object({
  reason: z.enum(CALL_BACK_REASONS, { error: 'validation.invalid' }),
  phone,
  note: optionalMultilineText(CALL_BACK.noteMaxLength),
});
export type CallBackRequest = z.infer<typeof callBackSchema>;
