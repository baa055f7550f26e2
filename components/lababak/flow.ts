import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import type { AppointmentSlot } from '@/lib/config/bookings';
import {
  appointmentContact, appointmentDay, appointmentLocation, appointmentNote, CAR_TYPES, timePeriod, type CarType,
} from '@/lib/validation/appointment';
import type { UploadedFile } from '@/components/upload/FileUpload';
import type { CheckedLocation } from './LocationPicker';

/** What the service request gathers, step by step. */
export type LababakData = {
  car_type: CarType;
  policy_id: number;
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

export const carTypeSchema = z.object({ car_type: z.enum(CAR_TYPES) });
export const movementSchema = z.object({ can_move: z.boolean(), towing: z.boolean() });
export const notesSchema = z.object({ note: appointmentNote, ...appointmentContact.shape });

/**
 * The Lababak service request (spec §2): car type, add car, car movement state, location, select
 * date, add notes, details, get policy. The booking is sent from the last step; success is its own page.
 */
export const lababakFlow = defineFlow<LababakData>({
  id: 'lababak-service',
  version: 1,
  steps: [
    { key: 'car-type', label: 'lababak.steps.carType', schema: carTypeSchema },
    { key: 'car', label: 'lababak.steps.car', schema: z.object({ policy_id: z.number().int().positive() }) },
    { key: 'movement', label: 'lababak.steps.movement', schema: movementSchema },
    { key: 'location', label: 'lababak.steps.location', schema: z.object({ location: appointmentLocation.extend({ approved: z.literal(true) }) }) },
    { key: 'date', label: 'lababak.steps.date', schema: z.object({ date: appointmentDay, time_period: timePeriod }) },
    { key: 'notes', label: 'lababak.steps.notes', schema: notesSchema },
    { key: 'details', label: 'lababak.steps.details' },
    { key: 'policy', label: 'lababak.steps.policy' },
  ],
});
