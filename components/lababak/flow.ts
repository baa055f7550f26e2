import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import { MAX_DAMAGE_PHOTOS, type AppointmentSlot } from '@/lib/config/bookings';
import { UPLOAD_TYPES } from '@/lib/config/uploads';
import {
  appointmentContact, appointmentDay, appointmentMovement, appointmentNote, approvedLocation, timePeriod,
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

export const contractSchema = z.object({ policy_id: z.number({ error: 'lababak.validation.contract' }).int().positive() });
export const movementSchema = appointmentMovement;
export const locationSchema = z.object({ location: approvedLocation });
export const whenSchema = z.object({ date: appointmentDay, time_period: timePeriod });
export const notesSchema = z.object({ note: appointmentNote, ...appointmentContact.shape });

/** A damage photo as the notes step holds it (its upload id, name, type and size); empty places are dropped. */
const heldPhoto = z.object({ id: z.string().min(1).max(100), name: z.string(), type: z.enum(UPLOAD_TYPES), size: z.number() });
/** The notes step's form: the note, who we meet, and up to MAX_DAMAGE_PHOTOS photos. */
export const notesStepSchema = notesSchema.extend({
  photos: z.array(heldPhoto.nullable()).transform((list) => list.filter((p) => p !== null))
    .pipe(z.array(heldPhoto).max(MAX_DAMAGE_PHOTOS, 'lababak.validation.photos')),
});

/**
 * The Lababak service request (spec §2), from the contract: which car contract (skipped with one; a
 * contract's Book link preselects it), whether the car moves, where, when, notes, and a review that
 * books. The car type and the car itself are not asked: the contract holds them.
 */
export const lababakFlow = defineFlow<LababakData>({
  id: 'lababak-service',
  version: 2,
  steps: [
    { key: 'contract', label: 'lababak.steps.contract', schema: contractSchema, when: (d) => !d.only_contract },
    { key: 'movement', label: 'lababak.steps.movement', schema: movementSchema },
    { key: 'location', label: 'lababak.steps.location', schema: locationSchema },
    { key: 'date', label: 'lababak.steps.date', schema: whenSchema },
    { key: 'notes', label: 'lababak.steps.notes', schema: notesSchema },
    { key: 'review', label: 'lababak.steps.review' },
  ],
});
