import { z } from 'zod';
import { plateNumber, vehicleSchema } from './car-price';
import { carDetailsSchema } from './motor';
import { storedUpload } from './stored-upload';

const chosen = (message: string) => z.string({ error: message }).min(1, message);

/**
 * The car the contract names as the documents step types it, each field saying what to give when empty
 * (the year in either digits, by the car request's own rule), then the server's own vehicleSchema, as the quotation checks it again.
 */
export const vehicleForm = z.object({
  make: chosen('motor.validation.make').pipe(carDetailsSchema.shape.make),
  model: chosen('motor.validation.model').pipe(carDetailsSchema.shape.model),
  production_year: carDetailsSchema.shape.production_year,
  plate_number: z.string({ error: 'purchase.validation.plateRequired' }).trim().min(1, 'purchase.validation.plateRequired').pipe(plateNumber),
  // vehicleSchema also takes the year as typed (a string); here it arrives read, so its input is narrowed to the output.
}).pipe(vehicleSchema as unknown as z.ZodType<z.output<typeof vehicleSchema>, z.output<typeof vehicleSchema>>);

/** The car purchase's documents step: the car, the driver licence's two sides, the registration (its back optional). */
export const carDocumentsForm = z.object({
  vehicle: vehicleForm,
  licence_front: storedUpload('purchase.validation.licenceFront'),
  licence_back: storedUpload('purchase.validation.licenceBack'),
  registration_1: storedUpload('purchase.validation.registration'),
  registration_2: storedUpload('purchase.validation.registration').nullable(),
});
