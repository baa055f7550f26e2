import { defineFlow } from '@/lib/flow';
import type { AppointmentSlot } from '@/lib/config/bookings';
import { contractSchema, locationSchema, movementSchema, notesSchema, whenSchema } from '../flow';
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

/** The customer step: who we meet, whether the car moves, where it is, and a note. */
export const careCustomerSchema = notesSchema.extend({ ...locationSchema.shape, ...movementSchema.shape });

/**
 * Customer care books in four steps: find the contract (the car comes from it, never asked), choose
 * when, the customer's data (prefilled from the contract), preview.
 */
export const careBookingFlow = defineFlow<CareBookingData>({
  id: 'care-booking',
  version: 2,
  steps: [
    { key: 'contract', label: 'lababakCare.steps.contract', schema: contractSchema },
    { key: 'date', label: 'lababakCare.steps.date', schema: whenSchema },
    { key: 'customer', label: 'lababakCare.steps.customer', schema: careCustomerSchema },
    { key: 'preview', label: 'lababakCare.steps.preview' },
  ],
});
