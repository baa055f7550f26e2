import { PHONE_COUNTRY } from '@/lib/config/phones';
import { toLatinDigits } from '@/lib/format/digits';

/**
 * How every number is read, whichever metadata reads it (index.ts, text.ts): digits made Latin (the
 * library reads Arabic-Indic ones too, but not every one a keyboard gives), a number without its
 * country code taken as Jordanian, and the whole value a number: `extract: false` refuses "call 079…".
 */
export const readable = (value: string) => toLatinDigits(value).trim();
export const READ_OPTIONS = { defaultCountry: PHONE_COUNTRY, extract: false } as const;
