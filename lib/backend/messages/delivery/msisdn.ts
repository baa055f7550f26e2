import { smppAddress, type SmppAddress } from '@/lib/phone';
import { canReceiveText } from '@/lib/phone/text';

/**
 * A number no text message may go to (not a phone number, a landline, or a number outside the
 * countries the company sends to): `permanent` tells the outbox worker that trying again cannot help.
 */
export class UnroutableNumberError extends Error {
  readonly permanent = true;
  constructor(number: string, why: string) {
    super(`Cannot send an SMS to "${number}": ${why}`);
    this.name = 'UnroutableNumberError';
  }
}

/**
 * Where the SMS centre delivers a message: the number read by lib/phone, only when it can receive a
 * text (a mobile of SMS_COUNTRIES, lib/config/phones.ts). This is the last gate before money is spent:
 * whatever wrote the message, nothing goes to a premium-rate or foreign range.
 */
export function smsDestination(number: string): SmppAddress {
  const address = smppAddress(number);
  if (!address) throw new UnroutableNumberError(number, 'not a phone number');
  if (!canReceiveText(number)) throw new UnroutableNumberError(number, 'not a mobile number of a country the company sends text messages to (SMS_COUNTRIES)');
  return address;
}
