import { canReceiveText } from '@/lib/phone/text';
import { phone } from './phone';
import { messageKeys } from './rules';

/**
 * The account's mobile number, where a one-time code goes (sign-up, a change of number): a phone
 * number, given as E.164, that can receive a text (lib/phone/text.ts: a mobile of a country the company
 * sends to). A landline or a foreign number is refused saying that a mobile number is needed, before
 * any code is sent to a number it could never reach. Its own file: only these two forms carry the
 * number types' metadata.
 */
export const mobileNumber = phone.refine(canReceiveText, messageKeys.mobileNeeded);
