import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import type { AppointmentSlot } from '@/lib/config/bookings';
import {
  appointmentContact, appointmentDay, appointmentLocation, appointmentNote, timePeriod,
} from '@/lib/validation/appointment';
import type { UploadedFile } from '@/components/upload/FileUpload';
import type { CheckedLocation } from './LocationPicker';

/** What the service request gathers, step by step. The car (name, plate, kind) is the contract's. */
export type LababakData = {
  policy_id: number;
  /** The customer has one car contract in force: it is taken without a choice, and its step is not shown. */
  only_contract: boolean;
  can_move: boolean;
  towing: boolean;
  location: CheckedLocation;
  date: string;
  time_period: AppointmentSlot;
  note: string;
  name: string;
  phone: string;
  /** Damage photos already in the upload store (claimed by the booking). */
  photos: Omit<UploadedFile, 'previewUrl'>[];
};

export const movementSchema = z.object({ can_move: z.boolean(), towing: z.boolean() });
export const notesSchema = z.object({ note: appointmentNote, ...appointmentContact.shape });

/**
 * The Lababak service request (spec §2), from the contract: which car contract (skipped with one; a
 * contract's Book link preselects it), whether the car moves, where, when, notes, and a review that
 * books. The car type and the car itself are not asked: the contract holds them.
 */
export const lababakFlow = defineFlow<LababakData>({
  id: 'lababak-service',
  version: 2,
  steps: [
    { key: 'contract', label: 'lababak.steps.contract', schema: z.object({ policy_id: z.number().int().positive() }), when: (d) => !d.only_contract },
    { key: 'movement', label: 'lababak.steps.movement', schema: movementSchema },
    { key: 'location', label: 'lababak.steps.location', schema: z.object({ location: appointmentLocation.extend({ approved: z.literal(true) }) }) },
    { key: 'date', label: 'lababak.steps.date', schema: z.object({ date: appointmentDay, time_period: timePeriod }) },
    { key: 'notes', label: 'lababak.steps.notes', schema: notesSchema },
    { key: 'review', label: 'lababak.steps.review' },
  ],
});
