import { z } from 'zod';
import { TRAVEL } from '@/lib/config/business';
import { CLAIM_AMOUNT_MAX, CLAIM_CURRENCIES, CLAIM_CURRENCY_CODES } from '@/lib/config/currencies';
import { TRAVEL_COUNTRIES } from '@/lib/config/travel';
import { toLatinDigits } from '../format/digits';
import { optionalText } from './fields';
import { amount } from './numbers';

const m = (key: string) => `claims.validation.${key}`;
const COUNTRY_CODES = TRAVEL_COUNTRIES.map((c) => c.code) as [string, ...string[]];

/** Whether an amount has no more decimals than a currency's minor unit holds. */
export const fitsMinorUnit = (value: number, digits: number) => Math.abs(value * 10 ** digits - Math.round(value * 10 ** digits)) < 1e-6;

/**
 * Travel: who it happened to (one of the contract's travellers: 0 the holder, then the travellers as
 * declared, up to a family's eight), the country (one of the contract's, by its code), who treated,
 * carried or sold, the amount claimed in its currency, and whether the assistance company was called
 * (the terms ask for it before treatment) with its reference. The backend checks the traveller and the
 * country against the contract (422) and writes the traveller's name beside the number.
 */
export const travelDetails = z.object({
  line: z.literal('travel'),
  traveller: z.number({ error: m('traveller') }).int(m('traveller')).min(0, m('traveller')).max(TRAVEL.maxTravellers - 1, m('traveller')),
  /** Written by the backend from the contract; what a client sends here is not kept. */
  traveller_name: z.string().default(''),
  country: z.enum(COUNTRY_CODES, { error: m('country') }),
  provider: optionalText(120).default(''),
  amount: amount(0, CLAIM_AMOUNT_MAX, { required: m('claimedAmount'), range: m('claimedAmount'), fils: m('claimedDecimals') }, 3),
  currency: z.enum(CLAIM_CURRENCY_CODES, { error: m('currency') }),
  assistance_called: z.boolean({ error: m('assistanceCalled') }),
  // Typed from a phone's keyboard in either digits: kept in Latin ones, as the desk searches them.
  assistance_reference: optionalText(40).default('').transform(toLatinDigits),
}).superRefine((v, ctx) => {
  if (v.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: m('claimedAmount') });
  else if (!fitsMinorUnit(v.amount, CLAIM_CURRENCIES[v.currency])) ctx.addIssue({ code: 'custom', path: ['amount'], message: m('claimedDecimals') });
  if (v.assistance_called && !/^[\dA-Za-z/-]{3,40}$/.test(v.assistance_reference)) {
    ctx.addIssue({ code: 'custom', path: ['assistance_reference'], message: m('assistanceReference') });
  }
}).transform((v) => ({ ...v, assistance_reference: v.assistance_called ? v.assistance_reference : '' }));

/**
 * A travel claim's answers as stored and shown: reports from before the traveller, the amount and the
 * assistance call were asked have none of them, and name the country as it was typed.
 */
export const storedTravelDetails = z.object({
  line: z.literal('travel'),
  traveller: z.number().nullable().default(null),
  traveller_name: z.string().default(''),
  country: z.string(),
  provider: z.string().default(''),
  amount: z.number().nullable().default(null),
  currency: z.string().default(''),
  assistance_called: z.boolean().nullable().default(null),
  assistance_reference: z.string().default(''),
});
