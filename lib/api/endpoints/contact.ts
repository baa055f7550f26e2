import { z } from 'zod';
import { endpoint } from '../define';
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/config/business';
import { email, requiredMultilineText, requiredText } from '@/lib/validation/fields';
import { phone } from '@/lib/validation/phone';

/** The message itself: an empty one is told to write it (the shared rule then applies, lines kept). */
const messageText = z.string({ error: 'contact.validation.message' })
  .refine((v) => v.trim().length > 0, 'contact.validation.message')
  .pipe(requiredMultilineText(CONTACT_MESSAGE_MAX_LENGTH));

export const contactMessageSchema = z.object({
  name: requiredText(120, 'contact.validation.name'),
  email,
  phone,
  subject: requiredText(160, 'contact.validation.subject'),
  message: messageText,
});
export const sendContactEmail = endpoint({
  method: 'POST', path: '/email/send', body: contactMessageSchema, response: z.object({ ok: z.literal(true) }),
});
