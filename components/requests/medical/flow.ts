import { defineFlow } from '@/lib/flow';
import { medicalMainSchema, type MedicalMain, type MedicalMember } from '@/lib/validation/medical';

export type MedicalData = MedicalMain & { members: MedicalMember[] };

/** Medical request: the main form, then the members (add, edit, remove) and send (spec §2). */
export const medicalFlow = defineFlow<MedicalData>({
  id: 'medical-request',
  version: 1,
  steps: [
    { key: 'main', label: 'medical.steps.main', schema: medicalMainSchema },
    { key: 'members', label: 'medical.steps.members' },
  ],
});
