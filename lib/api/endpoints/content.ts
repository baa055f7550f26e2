import { z } from 'zod';
import { endpoint } from '../define';
import { requiredText } from '@/lib/validation/fields';
import { INSURED_SUM } from '@/lib/config/business';

const bilingual = z.object({ en: z.string(), ar: z.string() });
const money = z.number().nonnegative();
const isoDay = z.iso.date();

export const announcementSchema = z.object({
  id: z.number().int(), title: bilingual, body: bilingual, image: z.string().nullable(), link: z.string().nullable(),
});

export const getHomeAnnouncements = endpoint({
  method: 'GET', path: '/announcement/home',
  response: z.object({ announcements: z.array(announcementSchema) }),
});

/** An offer in the request's language; `image` is a path under /assets/. */
export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  line: z.enum(['motor', 'travel', 'home', 'medical', 'personal-accident']).nullable(),
  published_at: z.iso.datetime(),
  valid_until: isoDay.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * Additions to spec §7, which names the offers screens but not their source: the current offers,
 * newest first, and one offer. Any session may read them (a shared offer link previews for visitors).
 */
export const getOffers = endpoint({
  method: 'GET', path: '/offers', response: z.object({ offers: z.array(offerSchema) }),
});
export const getOffer = endpoint({
  method: 'GET', path: '/offers/{id}', response: z.object({ offer: offerSchema }),
});

export const quotationSchema = z.object({
  quotation_id: z.string(),
  premium: money,
  fees: money,
  tax: money,
  total: money,
  currency: z.literal('JOD'),
  valid_until: z.iso.datetime(),
});

export const homeQuotationRequest = z.object({
  age: z.number().int().min(1).max(120),
  home_value: money.max(5_000_000),
  possessions_value: money.max(1_000_000),
});
export const createHomeQuotation = endpoint({
  method: 'POST', path: '/home/quotation', body: homeQuotationRequest, response: quotationSchema,
});

export const travelQuotationRequest = z.object({
  program: z.enum(['sky', 'sky-plus']),
  destination: z.enum(['ksa', 'turkey-egypt', 'usa-canada-australia', 'other']),
  travel_type: z.enum(['individual', 'family']),
  worldwide: z.boolean(),
  birthdate: isoDay,
  days: z.number().int().min(1).max(365),
});
export const createTravelQuotation = endpoint({
  method: 'POST', path: '/travel/quotation', body: travelQuotationRequest, response: quotationSchema,
});
export const createLowCostTravelQuotation = endpoint({
  method: 'POST', path: '/travel/quotationlowcost', body: travelQuotationRequest, response: quotationSchema,
});

export const carQuotationRequest = z.object({
  make: requiredText(60),
  model: requiredText(60),
  production_year: z.number().int().min(1950).max(2100),
  engine_type: z.enum(['electric', 'hybrid', 'diesel', 'petrol', 'plug-in']),
  valuation: money.max(1_000_000),
});
export const createCarQuotation = endpoint({
  method: 'POST', path: '/car/quotation', body: carQuotationRequest, response: quotationSchema,
});

/** Personal guard: the price depends on the insured sum chosen on the screen, sent in the query. */
export const createGuardQuotation = endpoint({
  method: 'POST', path: '/guard/quotation',
  query: z.object({ insured_sum: z.coerce.number().int().min(INSURED_SUM.min).max(INSURED_SUM.max).optional() }),
  response: quotationSchema,
});
