import { defineFlow } from '@/lib/flow';
import { medicalMainSchema, type MedicalMain, type MedicalMemberInput } from '@/lib/validation/medical';

/** The members as the members step holds them (numbers as typed); the send checks them again. */
export type MedicalData = MedicalMain & { members: MedicalMemberInput[] };

/** Medical request: the main form, then the members (add, edit, remove) and send (spec §2). */
export const medicalFlow = defineFlow<MedicalData>({
  id: 'medical-request',
  version: 1,
  steps: [
    { key: 'main', label: 'medical.steps.main', schema: medicalMainSchema },
    { key: 'members', label: 'medical.steps.members' },
  ],
});
