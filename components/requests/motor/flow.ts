import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import { carDetailsSchema } from '@/lib/validation/motor';
import type { UploadedFile } from '@/components/upload/FileUpload';

type File = Pick<UploadedFile, 'id' | 'name' | 'type' | 'size'>;
export type MotorData = z.infer<typeof carDetailsSchema> & {
  licence_front: File;
  licence_back: File;
  /** Registration pages: the first is required, the second optional. */
  registration: File[];
  /** The plate of a purchase sent here (seedCarRequest), for the motor department. */
  plate_number?: string;
};

const fileSchema = z.object({ id: z.uuid() });

/**
 * Car request, for the cars the company's rules send to a person: car details, driver licence, car
 * registration → sent. A referral from a price carries the car's answers in (seedCarRequest).
 */
export const motorFlow = defineFlow<MotorData>({
  id: 'motor-request',
  version: 2,
  steps: [
    { key: 'car', label: 'motor.steps.car', schema: carDetailsSchema },
    { key: 'licence', label: 'motor.steps.licence', schema: z.object({ licence_front: fileSchema, licence_back: fileSchema }) },
    { key: 'registration', label: 'motor.steps.registration' },
  ],
});
