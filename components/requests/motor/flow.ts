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
};

const fileSchema = z.object({ id: z.uuid() });

/**
 * Car purchase request: car details, driver licence, car registration → sent (spec §2). No estimate:
 * a car the portal does not sell online is priced by the motor department (version 2 dropped the step).
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
