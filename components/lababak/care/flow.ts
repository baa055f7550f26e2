import { z } from 'zod';
import { defineFlow } from '@/lib/flow';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { appointmentDay, appointmentLocation, timePeriod } from '@/lib/validation/appointment';
import { movementSchema, notesSchema } from '../flow';
import type { CheckedLocation } from '../LocationPicker';

/** What customer care gathers to book on a customer's behalf. */
export type CareBookingData = {
  policy_id: number;
  contract_number: string;
  car: string;
  customer_name: string;
  date: string;
  time_period: AppointmentSlot;
  can_move: boolean;
  towing: boolean;
  location: CheckedLocation;
  note: string;
  name: string;
  phone: string;
};

/**
 * Customer care books in four steps: find the contract (the car comes from it, never asked), choose
 * when, the customer's data (prefilled from the contract), preview.
 */
export const careBookingFlow = defineFlow<CareBookingData>({
  id: 'care-booking',
  version: 2,
  steps: [
    { key: 'contract', label: 'lababakCare.steps.contract', schema: z.object({ policy_id: z.number().int().positive() }) },
    { key: 'date', label: 'lababakCare.steps.date', schema: z.object({ date: appointmentDay, time_period: timePeriod }) },
    {
      key: 'customer', label: 'lababakCare.steps.customer',
      schema: notesSchema.extend({ location: appointmentLocation.extend({ approved: z.literal(true) }), ...movementSchema.shape }),
    },
    { key: 'preview', label: 'lababakCare.steps.preview' },
  ],
});
