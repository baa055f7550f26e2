import { z } from 'zod';
import { ammanYear } from '@/lib/bookings/time';
import { CAR_REQUEST } from '@/lib/config/business';
import { ENGINE_TYPES, makeById, modelOf } from '@/lib/config/car-makes';
import { CAR_REFERRAL_REASONS } from '@/lib/config/car-online';
import { fullName, messageKeys, phone } from './fields';
import { normalisePlate, PLATE_PATTERN } from './plate';

const thisYear = () => ammanYear(new Date());
const uploadId = z.uuid({ error: 'validation.uploadMissing' });

/** The car of a purchase request: make and model from the list of makes sold in Jordan. */
export const carDetailsSchema = z.object({
  make: z.string({ error: messageKeys.required }).min(1, messageKeys.required).max(40).refine((v) => !!makeById(v), 'motor.validation.make'),
  model: z.string({ error: messageKeys.required }).min(1, messageKeys.required).max(40),
  engine_type: z.enum(ENGINE_TYPES, { error: messageKeys.required }),
  production_year: z.number({ error: messageKeys.required }).int('motor.validation.year')
    .min(CAR_REQUEST.oldestYear, 'motor.validation.year').refine((y) => y <= thisYear() + 1, 'motor.validation.year'),
  valuation: z.number({ error: messageKeys.required }).int('motor.validation.valuation')
    .min(CAR_REQUEST.minValuation, 'motor.validation.valuation').max(CAR_REQUEST.maxValuation, 'motor.validation.valuation'),
}).refine((car) => !!modelOf(car.make, car.model), { path: ['model'], message: 'motor.validation.model' });
export type CarDetails = z.infer<typeof carDetailsSchema>;

/** The driver licence's two sides. */
export const licenceSchema = z.object({ licence_front: uploadId, licence_back: uploadId });
/** The car registration (its licence): one image or PDF, or several pages. */
export const registrationSchema = z.object({
  registration: z.array(uploadId).min(1, 'validation.uploadMissing').max(CAR_REQUEST.maxRegistrationImages, 'validation.invalid'),
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
