import { z } from 'zod';
import { GENDERS, MARITAL_STATUSES, MEDICAL_MAX_MEMBERS, MEMBER_HEIGHT_CM, MEMBER_WEIGHT_KG, RELATIONSHIPS } from '@/lib/config/medical';
import { fullName, messageKeys, optionalMultilineText, phone, requiredText } from './fields';
import { digitsNumber } from './numbers';
import { toLatinDigits } from './digits';

/** A Jordanian national number: ten digits (Latin or Arabic-Indic typed). */
export const nationalNumber = z.string({ error: messageKeys.required }).trim().min(1, messageKeys.required).max(20, messageKeys.tooLong)
  .transform(toLatinDigits).pipe(z.string().regex(/^\d{10}$/, 'medical.validation.nationalNumber'));

const choice = <T extends readonly [string, ...string[]]>(options: T) => z.enum(options, { error: messageKeys.required });

/** One member of a medical request (spec §3), as the API takes it. */
export const medicalMemberSchema = z.object({
  full_name: fullName(),
  national_number: nationalNumber,
  relationship: choice(RELATIONSHIPS),
  gender: choice(GENDERS),
  birth_place: requiredText(80),
  weight_kg: z.number({ error: messageKeys.required }).int('medical.validation.weight').min(MEMBER_WEIGHT_KG.min, 'medical.validation.weight').max(MEMBER_WEIGHT_KG.max, 'medical.validation.weight'),
  height_cm: z.number({ error: messageKeys.required }).int('medical.validation.height').min(MEMBER_HEIGHT_CM.min, 'medical.validation.height').max(MEMBER_HEIGHT_CM.max, 'medical.validation.height'),
  marital_status: choice(MARITAL_STATUSES),
});
export type MedicalMember = z.infer<typeof medicalMemberSchema>;

/** The same typed into the member form: numbers as digits. */
export const medicalMemberForm = medicalMemberSchema.extend({
  weight_kg: digitsNumber(MEMBER_WEIGHT_KG.min, MEMBER_WEIGHT_KG.max, 'medical.validation.weight'),
  height_cm: digitsNumber(MEMBER_HEIGHT_CM.min, MEMBER_HEIGHT_CM.max, 'medical.validation.height'),
});

/** The main form: who asks, how to reach them, and the cover they want. */
export const medicalMainSchema = z.object({
  full_name: fullName(),
  national_number: nationalNumber,
  phone,
  cover: z.enum(['individual', 'family', 'company'], { error: messageKeys.required }),
  notes: optionalMultilineText(500).optional().default(''),
});
export type MedicalMain = z.infer<typeof medicalMainSchema>;

/** POST /email/medical-form. */
export const medicalFormSchema = z.object({
  main: medicalMainSchema,
  members: z.array(medicalMemberSchema).min(1, 'medical.validation.members').max(MEDICAL_MAX_MEMBERS, 'medical.validation.members'),
});
export type MedicalForm = z.infer<typeof medicalFormSchema>;
