import { z } from 'zod';
import { phoneNumber } from './phone-rule';

/**
 * A phone number to call (a contact, a driver, a call back): any spelling, given as E.164. The rule is
 * phone-rule.ts's; this is its classic wrapper. Not in fields.ts, so that the forms without a phone
 * do not carry the phone parser.
 */
export const phone = z.string({ error: 'validation.phoneRequired' }).pipe(phoneNumber());
