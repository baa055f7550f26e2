import { toLatinDigits } from '@/lib/validation/digits';

/** An SMPP destination: international digits, type of number 1 (international), numbering plan 1 (E.164). */
export interface SmppAddress { address: string; ton: 1; npi: 1 }

/**
 * A number no SMS centre can deliver to (not a phone number, or a Jordanian landline): `permanent`
 * tells the outbox worker that trying again cannot help.
 */
export class UnroutableNumberError extends Error {
  readonly permanent = true;
  constructor(number: string, why: string) {
    super(`Cannot send an SMS to "${number}": ${why}`);
    this.name = 'UnroutableNumberError';
  }
}

/**
 * A stored mobile number as the SMS centre wants it, e.g. "0791234567" → "962791234567": accounts
 * hold Jordanian numbers in the local form and others as international digits, and a contact may be
 * typed with "+", "00", spaces, dashes or Arabic-Indic digits. Jordan's are mobiles only (7 and eight
 * digits after 962); another country's are taken as given (8 to 15 digits).
 */
export function toSmppAddress(number: string): SmppAddress {
  const compact = toLatinDigits(number).trim().replace(/[\s().-]/g, '');
  const jordan = compact.match(/^(?:\+|00)?962(\d+)$/) ?? compact.match(/^\+?0([1-9]\d*)$/) ?? compact.match(/^(7\d{8})$/);
  if (jordan) {
    const national = jordan[1]!;
    if (!/^7\d{8}$/.test(national)) throw new UnroutableNumberError(number, 'not a Jordanian mobile number (07 and eight digits)');
    return { address: `962${national}`, ton: 1, npi: 1 };
  }
  const international = compact.match(/^(?:\+|00)?([1-9]\d{7,14})$/);
  if (!international) throw new UnroutableNumberError(number, 'not an international number (8 to 15 digits)');
  return { address: international[1]!, ton: 1, npi: 1 };
}
