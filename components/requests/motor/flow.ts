import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import { carDetailsSchema, licenceStepSchema } from '@/lib/validation/motor';
import type { HeldFile } from '../HeldUpload';

export type MotorData = z.output<typeof carDetailsSchema> & {
  licence_front: HeldFile;
  licence_back: HeldFile;
  /** The plate of a purchase sent here (seedCarRequest), for the motor department. */
  plate_number?: string;
};

/**
 * Car request, for the cars the company's rules send to a person: car details, driver licence, car
 * registration → sent. A referral from a price carries the car's answers in (seedCarRequest).
 */
export const motorFlow = defineFlow<MotorData>({
  id: 'motor-request',
  version: 2,
  steps: [
    { key: 'car', label: 'motor.steps.car', schema: carDetailsSchema },
    { key: 'licence', label: 'motor.steps.licence', schema: licenceStepSchema },
    { key: 'registration', label: 'motor.steps.registration' },
  ],
});
