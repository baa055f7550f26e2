import { personalGuardSegmentCode, travelSegmentCode, type TravelDestination } from '@/lib/model/contracts/product-names';
import { addDays, dayFrom } from '@/lib/calendar/days';
import { PROGRAM_COVER_JOD, tripZone } from '@/lib/config/travel';
import { dayOfApiDate } from '@/lib/validation/api-date';
import { homeQuotationSchema, insuredHomeSchema } from '@/lib/validation/home';
import { guardQuoteSchema } from '@/lib/validation/personal-accident';
import { travelQuotationSchema } from '@/lib/validation/travel';
import { toJod } from '../../pricing';
import { holderDeclarations } from '../insured/holder-inputs';
import { bindDocuments, lockDocumentsFree } from '../../uploads';
import { titleDeedList, titleDeedUploadedOn } from '../insured/title-deed';
import type { QuoteRow, Writer } from '../../db/tx';
import { insertContract } from './contract';

/** A yearly contract: 365 days from today in Amman. */
export const yearFrom = (now: Date) => ({ effectiveDate: dayFrom(now, 0), expiry: dayFrom(now, 364) });

/** The destinations of the travel flow as the segment codes name them. */
const DESTINATION_CODES: Record<string, TravelDestination> = {
  ksa: 'KSA', 'turkey-egypt': 'TUR-EGY', 'usa-canada-australia': 'USA-CAN-AUS', other: 'OTHER',
};

/** A quote held before trips named their countries carried one `country`: read as a list of one. */
function tripInputs(inputs: QuoteRow['inputs']): unknown {
  const held = inputs as Record<string, unknown>;
  return held.countries === undefined && typeof held.country === 'string' ? { ...held, countries: [held.country] } : held;
}

/**
 * Travel: covers the trip from its first day for its length, in the zone its countries decide; the
 * insured sum is the program's medical cover. The first traveller is the account holder; the others'
 * birth dates are their declarations. The countries and every traveller's name as in the passport are
 * kept for the contract and its English certificate.
 */
export async function issueTravel(tx: Writer, quote: QuoteRow, now: Date) {
  const trip = travelQuotationSchema.parse(tripInputs(quote.inputs));
  const zone = tripZone(trip);
  const start = dayOfApiDate(trip.start_date);
  const others = trip.travellers.slice(1).map((t) => ({ name: t.name, birth_date: dayOfApiDate(t.birth_date), passport_id: t.passport_id }));
  return insertContract(tx, {
    userId: quote.userId,
    line: 'travel',
    // The customer's product name is read from this code (lib/model/contracts/product-names).
    segmentCode: travelSegmentCode(trip.program === 'sky' ? 'SKY' : 'SKY-PLUS', zone && DESTINATION_CODES[zone]),
    effectiveDate: start,
    expiry: addDays(start, trip.days - 1),
    documentId: trip.travellers[0]?.passport_id ?? null,
    insuredSum: PROGRAM_COVER_JOD[trip.program],
    premium: toJod(quote.amountFils),
    declarations: {
      ...holderDeclarations(quote.inputs), travellers: others,
      trip: { countries: trip.countries, worldwide: trip.worldwide, holder_name: trip.travellers[0]?.name ?? '' },
    },
  }, now);
}

/** A home quote's inputs; one held before the home's address was asked issues without it. */
const heldHomeQuote = homeQuotationSchema.omit({ insured_home: true }).safeExtend({ insured_home: insuredHomeSchema.optional() });

/**
 * Home: a year; the insured sum is the home and its possessions together. The home's kind and address
 * are stored on the contract with the day its title deed was uploaded (the upload's id is not printed).
 * The title deed is bound to the contract; one gone or taken by another contract since the quote
 * issues nothing (refunded).
 */
export async function issueHome(tx: Writer, quote: QuoteRow, now: Date) {
  const home = heldHomeQuote.parse(quote.inputs);
  const deed = titleDeedList(home.title_deed);
  if (!(await lockDocumentsFree(tx, quote.userId, deed))) return null;
  const deedOn = await titleDeedUploadedOn(tx, home.title_deed);
  const contract = await insertContract(tx, {
    userId: quote.userId,
    line: 'home',
    segmentCode: 'HM-STD',
    ...yearFrom(now),
    documentId: home.title_deed,
    insuredHome: home.insured_home ? { ...home.insured_home, title_deed_uploaded_on: deedOn } : null,
    insuredSum: home.home_value + home.possessions_value,
    premium: toJod(quote.amountFils),
    declarations: holderDeclarations(quote.inputs),
  }, now);
  await bindDocuments(tx, deed, contract.id, now);
  return contract;
}

/** Personal accident: a year at the chosen insured sum. */
export async function issuePersonalAccident(tx: Writer, quote: QuoteRow, now: Date) {
  const guard = guardQuoteSchema.parse(quote.inputs);
  return insertContract(tx, {
    userId: quote.userId,
    line: 'personal-accident',
    segmentCode: personalGuardSegmentCode(guard.insured_sum),
    ...yearFrom(now),
    insuredSum: guard.insured_sum,
    premium: toJod(quote.amountFils),
    declarations: holderDeclarations(quote.inputs),
  }, now);
}
