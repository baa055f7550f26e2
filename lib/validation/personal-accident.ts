import { z } from 'zod';
import { INSURED_SUM } from '@/lib/config/business';
import { declaredBirthDate } from './birth-date';
import { amount } from './numbers';

const sumMessage = 'purchase.validation.insuredSum';

/** 100 to 10000 JOD in steps of 25 (spec §9). */
export const insuredSum = z.number({ error: sumMessage }).int(sumMessage).min(INSURED_SUM.min, sumMessage).max(INSURED_SUM.max, sumMessage)
  .refine((v) => v % INSURED_SUM.step === 0, sumMessage);
/** The sum typed ("2,500", Arabic-Indic digits) or sent as a number; its message says the range and the step. */
export const insuredSumField = amount(0, 99_999_999, { required: sumMessage, range: sumMessage }).pipe(insuredSum);

/**
 * The body of POST /guard/quote (the portal's addition: a quote held for payment). Anyone who reports
 * previous accidents, injuries or dangerous sports is refused (spec §5), so only `false` passes. The
 * insured is the account holder, priced on the account's birth date (see declaredBirthDate).
 */
export const guardQuoteSchema = z.object({
  birth_date: declaredBirthDate,
  previous_accidents: z.literal(false, { error: 'purchase.validation.accidentHistory' }),
  insured_sum: insuredSum,
});
export type GuardQuoteRequest = z.infer<typeof guardQuoteSchema>;

export const guardAboutForm = z.object({
  previous_accidents: z.enum(['yes', 'no'], { error: 'purchase.validation.accidentAnswer' }),
});
export const guardSumForm = z.object({ insured_sum: insuredSumField });
