import { z } from 'zod';
import type { TravelProgram, TravelType } from '@/lib/config/travel';
import { TRAVEL_PROGRAMS } from '@/lib/config/travel';
import type { PriceShown } from '@/components/pricing/price-shown';
import { defineFlow } from '@/lib/flow';
import { apiDateOf } from '@/lib/validation/api-date';
import type { TravelQuotationRequest, TravelTripRequest } from '@/lib/validation/travel';
import { travellerForm } from '@/lib/validation/travel';

export type Traveller = { name: string; birth_date: string; passport_id: string };
export type TravelData = {
  /** The countries travelled to; the zone follows from them (tripZone), never asked. */
  countries: string[];
  worldwide: boolean;
  /** yyyy-MM-dd */
  start_date: string;
  days: number;
  travel_type: TravelType;
  travellers: Traveller[];
  program: TravelProgram;
  /** The price seen before the account existed (components/pricing), for the summary's note. */
  price_shown?: PriceShown;
};

/**
 * Travel (spec §2): the trip (countries, worldwide, start and length; the zone follows), the travellers
 * (type, name, birth date, passport; personal details from the account), the package, summary →
 * payment → finish.
 */
export const travelFlow = defineFlow<TravelData>({
  id: 'travel',
  version: 2,
  steps: [
    {
      key: 'trip', label: 'purchase.travel.steps.trip',
      schema: z.object({ countries: z.array(z.string().min(2)).min(1), worldwide: z.boolean(), start_date: z.string().min(10), days: z.number().int().min(1) }),
    },
    { key: 'travellers', label: 'purchase.travel.steps.travellers', schema: z.object({ travel_type: z.string(), travellers: z.array(travellerForm).min(1) }) },
    { key: 'package', label: 'purchase.travel.steps.package', schema: z.object({ program: z.enum(TRAVEL_PROGRAMS) }) },
    { key: 'summary', label: 'purchase.steps.summary' },
  ],
});

/** The trip as the API takes it (dates as yyyy-MM-ddT00:00:00.000Z): the body of the prices of every program. */
export function tripRequest(data: Partial<TravelData>): TravelTripRequest {
  return {
    countries: data.countries ?? [],
    worldwide: data.worldwide ?? false,
    travel_type: data.travel_type ?? 'individual',
    start_date: apiDateOf(data.start_date ?? ''),
    days: data.days ?? 0,
    travellers: (data.travellers ?? []).map((t) => ({ ...t, birth_date: apiDateOf(t.birth_date) })),
  };
}

/** The quotation body for a package. */
export function travelRequest(data: Partial<TravelData>, program: TravelProgram): TravelQuotationRequest {
  return { program, ...tripRequest(data) };
}
