import { z } from 'zod';
import { GENDERS, MARITAL_STATUSES, MEDICAL_MAX_MEMBERS, MEMBER_HEIGHT_CM, MEMBER_WEIGHT_KG, RELATIONSHIPS } from '@/lib/config/medical';
import { fullName, messageKeys, optionalMultilineText, requiredText } from './fields';
import { phone } from './phone';
import { digitsNumber } from './numbers';
import { toLatinDigits } from '../format/digits';

/** A Jordanian national number: ten digits (Latin or Arabic-Indic typed); `required` says whose. */
export const nationalNumber = (required: string) => z.string({ error: required }).trim().min(1, required).max(20, messageKeys.tooLong)
  .transform(toLatinDigits).pipe(z.string().regex(/^\d{10}$/, 'medical.validation.nationalNumber'));

const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) => z.enum(options, { error: message });

/**
 * One member of a medical request (spec §3), as the API takes it and the member form checks it: weight
 * and height typed as digits (Arabic-Indic too) or sent as numbers, each message saying what to enter.
 */
export const medicalMemberSchema = z.object({
  full_name: fullName('medical.validation.memberName'),
  national_number: nationalNumber('medical.validation.memberNationalNumber'),
  relationship: choice(RELATIONSHIPS, 'medical.validation.relationship'),
  gender: choice(GENDERS, 'medical.validation.gender'),
  birth_place: requiredText(80, 'medical.validation.birthPlace'),
  weight_kg: digitsNumber(MEMBER_WEIGHT_KG.min, MEMBER_WEIGHT_KG.max, 'medical.validation.weight'),
  height_cm: digitsNumber(MEMBER_HEIGHT_CM.min, MEMBER_HEIGHT_CM.max, 'medical.validation.height'),
  marital_status: choice(MARITAL_STATUSES, 'medical.validation.maritalStatus'),
});
export type MedicalMember = z.output<typeof medicalMemberSchema>;
/** A member as the form holds it: numbers as typed. */
export type MedicalMemberInput = z.input<typeof medicalMemberSchema>;

/** The main form: who asks, how to reach them, and the cover they want. */
export const medicalMainSchema = z.object({
  full_name: fullName('medical.validation.fullName'),
  national_number: nationalNumber('medical.validation.nationalNumberRequired'),
  phone,
  cover: z.enum(['individual', 'family', 'company'], { error: 'medical.validation.cover' }),
  notes: optionalMultilineText(500).optional().default(''),
});
export type MedicalMain = z.infer<typeof medicalMainSchema>;

/** The members, one to MEDICAL_MAX_MEMBERS: the members step's form and part of the request. */
export const medicalMembersSchema = z.object({
  members: z.array(medicalMemberSchema).min(1, 'medical.validation.members').max(MEDICAL_MAX_MEMBERS, 'medical.validation.members'),
});

/** POST /email/medical-form. */
export const medicalFormSchema = z.object({ main: medicalMainSchema, ...medicalMembersSchema.shape });
export type MedicalForm = z.infer<typeof medicalFormSchema>;
