import { z } from 'zod';
import { ammanYear } from '@/lib/calendar/days';
import { CAR_REQUEST } from '@/lib/config/business';
import { ENGINE_TYPES, makeById, modelOf } from '@/lib/config/car-makes';
import { CAR_REFERRAL_REASONS } from '@/lib/config/car-online';
import { fullName } from './fields';
import { phone } from './phone';
import { digitsNumber } from './numbers';
import { normalisePlate, PLATE_PATTERN } from './plate';
import { storedUpload } from './stored-upload';

const thisYear = () => ammanYear(new Date());
/** An upload's id; `message` says which document to add ("Add a photo of the driver licence's front"). */
const uploadId = (message: string) => z.uuid({ error: message });

/**
 * The car of a purchase request: make and model from the list of makes sold in Jordan; the year and
 * the value typed as digits (separators, Arabic-Indic digits) or sent as numbers, with the range said.
 */
export const carDetailsSchema = z.object({
  make: z.string({ error: 'motor.validation.make' }).max(40).refine((v) => !!makeById(v), 'motor.validation.make'),
  model: z.string({ error: 'motor.validation.model' }).min(1, 'motor.validation.model').max(40),
  engine_type: z.enum(ENGINE_TYPES, { error: 'motor.validation.engine' }),
  production_year: digitsNumber(CAR_REQUEST.oldestYear, 9999, 'motor.validation.year').refine((y) => y <= thisYear() + 1, 'motor.validation.year'),
  valuation: digitsNumber(CAR_REQUEST.minValuation, CAR_REQUEST.maxValuation, 'motor.validation.valuation'),
}).refine((car) => !!modelOf(car.make, car.model), { path: ['model'], message: 'motor.validation.model' });
export type CarDetails = z.output<typeof carDetailsSchema>;

/** The driver licence's two sides. */
export const licenceSchema = z.object({
  licence_front: uploadId('motor.validation.licenceFront'),
  licence_back: uploadId('motor.validation.licenceBack'),
});
/** The car registration (its licence): one image or PDF, or several pages. */
export const registrationSchema = z.object({
  registration: z.array(uploadId('motor.validation.registration'), { error: 'motor.validation.registration' })
    .min(1, 'motor.validation.registration').max(CAR_REQUEST.maxRegistrationImages, 'motor.validation.registrationPages'),
});

/** The licence step: both sides. */
export const licenceStepSchema = z.object({
  licence_front: storedUpload('motor.validation.licenceFront'),
  licence_back: storedUpload('motor.validation.licenceBack'),
});
/** The registration step: its front, and its back when it has one. */
export const registrationStepSchema = z.object({
  registration_1: storedUpload('motor.validation.registration'),
  registration_2: storedUpload('motor.validation.registration').nullable().optional(),
});

/** Why the car came to a person, when a price or a purchase sent it (the reason shown on top), and the plate the purchase named. */
export const referralSchema = z.object({
  reason: z.enum(CAR_REFERRAL_REASONS),
  plate_number: z.string().max(40).transform(normalisePlate).pipe(z.string().regex(PLATE_PATTERN, 'carPrice.validation.plate')).optional(),
});

/** POST /email/motor-form: the car, how to reach the customer, the images as upload ids, and the referral if any. */
export const motorFormSchema = z.object({
  car: carDetailsSchema,
  referral: referralSchema.optional(),
  contact: z.object({ name: fullName(), phone }),
  ...licenceSchema.shape,
  ...registrationSchema.shape,
});
export type MotorForm = z.infer<typeof motorFormSchema>;
