import { z } from 'zod';
import { endpoint } from '../define';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/config/business';
import { email, phone, requiredMultilineText, requiredText } from '@/lib/validation/fields';

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
