import { z } from 'zod';
import { INSURED_SUM } from '@/lib/config/business';
import { declaredBirthDate } from './birth-date';
import { messageKeys } from './fields';
import { digitsNumber } from './numbers';

const sumMessage = 'purchase.validation.insuredSum';

/** 100 to 10000 JOD in steps of 25 (spec §9). */
export const insuredSum = z.number({ error: messageKeys.required }).int(sumMessage).min(INSURED_SUM.min, sumMessage).max(INSURED_SUM.max, sumMessage)
  .refine((v) => v % INSURED_SUM.step === 0, sumMessage);
export const insuredSumField = digitsNumber(0, 99_999_999, sumMessage).pipe(insuredSum);

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
  previous_accidents: z.enum(['yes', 'no'], { error: messageKeys.required }),
});
export const guardSumForm = z.object({ insured_sum: insuredSumField });
