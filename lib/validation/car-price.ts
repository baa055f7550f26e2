import { z } from 'zod';
import { ammanYear } from '@/lib/calendar/days';
import { CAR_REQUEST } from '@/lib/config/business';
import { modelOf } from '@/lib/config/car-makes';
import { VEHICLE_SIZES, VEHICLE_TYPES, VEHICLE_USES, type VehicleType } from '@/lib/config/car-online';
import { carDetailsSchema } from './motor';
import { amount } from './numbers';
import { normalisePlate, PLATE_PATTERN } from './plate';
import { messageKeys } from './fields';

const uploadId = z.uuid({ error: 'validation.uploadMissing' });
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** Third party: priced by the vehicle's use, its type and its size band (one of its type's bands). */
export const thirdPartyPriceSchema = z.object({
  cover: z.literal('third-party'),
  use: choice(VEHICLE_USES, 'carPrice.validation.use'),
  vehicle_type: choice(VEHICLE_TYPES as [VehicleType, ...VehicleType[]], 'carPrice.validation.vehicleType'),
  size: z.string({ error: 'carPrice.validation.size' }).min(1, 'carPrice.validation.size').max(20, 'carPrice.validation.size'),
}).refine((v) => (VEHICLE_SIZES[v.vehicle_type] as readonly string[]).includes(v.size), { path: ['size'], message: 'carPrice.validation.size' });

/**
 * The year and the value as a person types them (Arabic-Indic digits, `15,000`) or as a client sends
 * them (numbers): amount() reads both, and says the range when it is not one.
 */
const productionYear = amount(0, 9999, { required: 'carPrice.validation.yearRequired', range: 'motor.validation.year' })
  .pipe(z.number().min(CAR_REQUEST.oldestYear, 'motor.validation.year').refine((y) => y <= ammanYear(new Date()) + 1, 'motor.validation.year'));
const valuation = amount(CAR_REQUEST.minValuation, CAR_REQUEST.maxValuation,
  { required: 'carPrice.validation.valuationRequired', range: 'motor.validation.valuation', fils: 'carPrice.validation.valuationWhole' });

/**
 * Comprehensive: priced by make, model, production year, engine type (spec §3) and valuation; a claim
 * declared in the last CAR_ONLINE.claimYears years sends it to a person.
 */
export const comprehensivePriceSchema = z.object({
  cover: z.literal('comprehensive'),
  make: z.string({ error: 'carPrice.validation.make' }).min(1, 'carPrice.validation.make').pipe(carDetailsSchema.shape.make),
  model: z.string({ error: 'carPrice.validation.model' }).min(1, 'carPrice.validation.model').pipe(carDetailsSchema.shape.model),
  engine_type: z.enum(carDetailsSchema.shape.engine_type.options, { error: 'carPrice.validation.engine' }),
  production_year: productionYear,
  valuation,
  previous_claim: z.boolean({ error: 'carPrice.validation.claim' }),
}).refine((car) => !!modelOf(car.make, car.model), { path: ['model'], message: 'motor.validation.model' });

/** What a car's price needs, and nothing more (POST /quotation/price for car, and the car flow's first step). */
export const carPriceSchema = z.discriminatedUnion('cover', [thirdPartyPriceSchema, comprehensivePriceSchema], { error: 'carPrice.validation.cover' });
export type CarPriceAnswers = z.infer<typeof carPriceSchema>;

/** A Jordanian plate: the region code, a dash, the number (e.g. 23-45678), kept in its one written form (plate.ts). */
export const plateNumber = z.string({ error: messageKeys.required })
  .transform(normalisePlate)
  .pipe(z.string().min(1, messageKeys.required).regex(PLATE_PATTERN, 'carPrice.validation.plate'));

/** The car the contract names (a model of its make, from the list): for comprehensive the same make, model and year the price used. */
export const vehicleSchema = z.object({
  make: carDetailsSchema.shape.make,
  model: carDetailsSchema.shape.model,
  production_year: carDetailsSchema.shape.production_year,
  plate_number: plateNumber,
}).refine((v) => !!modelOf(v.make, v.model), { path: ['model'], message: 'motor.validation.model' });

/**
 * POST /car/quotation when buying: the price's answers, the car the contract names, and the driver
 * licence (two sides) and registration images as the customer's own uploads.
 */
export const carQuoteSchema = z.object({
  answers: carPriceSchema,
  vehicle: vehicleSchema,
  licence_front: uploadId,
  licence_back: uploadId,
  registration: z.array(uploadId).min(1, 'validation.uploadMissing').max(4, 'validation.invalid'),
}).superRefine((v, ctx) => {
  const a = v.answers;
  if (a.cover === 'comprehensive' && (a.make !== v.vehicle.make || a.model !== v.vehicle.model || a.production_year !== v.vehicle.production_year)) {
    ctx.addIssue({ code: 'custom', path: ['vehicle', 'model'], message: 'carPrice.validation.sameCar' });
  }
});
export type CarQuoteRequest = z.infer<typeof carQuoteSchema>;
