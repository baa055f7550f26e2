/** Travel (spec §3): the programs, the destination zones and the countries the trip form offers. */
export const TRAVEL_PROGRAMS = ['sky', 'sky-plus'] as const;
export type TravelProgram = (typeof TRAVEL_PROGRAMS)[number];

export const TRAVEL_DESTINATIONS = ['ksa', 'turkey-egypt', 'usa-canada-australia', 'other'] as const;
export type TravelDestination = (typeof TRAVEL_DESTINATIONS)[number];

export const TRAVEL_TYPES = ['individual', 'family'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];

/** The terms document of each program, a slug of lib/config/documents.json. */
export const PROGRAM_TERMS: Record<TravelProgram, string> = {
  sky: 'travel-sky-terms',
  'sky-plus': 'travel-sky-plus-terms',
};

/** The largest medical cover of each program in JOD, printed on the contract as its insured sum. */
export const PROGRAM_COVER_JOD: Record<TravelProgram, number> = { sky: 30_000, 'sky-plus': 50_000 };

/** Countries of the trip, with the destination zone each prices in; "other" stands for the rest of the world. */
export const TRAVEL_COUNTRIES: { code: string; en: string; ar: string; zone: TravelDestination }[] = [
  { code: 'SA', en: 'Saudi Arabia', ar: 'السعودية', zone: 'ksa' },
  { code: 'TR', en: 'Turkey', ar: 'تركيا', zone: 'turkey-egypt' },
  { code: 'EG', en: 'Egypt', ar: 'مصر', zone: 'turkey-egypt' },
  { code: 'US', en: 'United States', ar: 'الولايات المتحدة', zone: 'usa-canada-australia' },
  { code: 'CA', en: 'Canada', ar: 'كندا', zone: 'usa-canada-australia' },
  { code: 'AU', en: 'Australia', ar: 'أستراليا', zone: 'usa-canada-australia' },
  { code: 'AE', en: 'United Arab Emirates', ar: 'الإمارات', zone: 'other' },
  { code: 'QA', en: 'Qatar', ar: 'قطر', zone: 'other' },
  { code: 'KW', en: 'Kuwait', ar: 'الكويت', zone: 'other' },
  { code: 'LB', en: 'Lebanon', ar: 'لبنان', zone: 'other' },
  { code: 'GB', en: 'United Kingdom', ar: 'المملكة المتحدة', zone: 'other' },
  { code: 'DE', en: 'Germany', ar: 'ألمانيا', zone: 'other' },
  { code: 'FR', en: 'France', ar: 'فرنسا', zone: 'other' },
  { code: 'IT', en: 'Italy', ar: 'إيطاليا', zone: 'other' },
  { code: 'ES', en: 'Spain', ar: 'إسبانيا', zone: 'other' },
  { code: 'MY', en: 'Malaysia', ar: 'ماليزيا', zone: 'other' },
  { code: 'TH', en: 'Thailand', ar: 'تايلاند', zone: 'other' },
  { code: 'GE', en: 'Georgia', ar: 'جورجيا', zone: 'other' },
  { code: 'OT', en: 'Another country', ar: 'دولة أخرى', zone: 'other' },
];

export function zoneOfCountry(code: string): TravelDestination | undefined {
  return TRAVEL_COUNTRIES.find((c) => c.code === code)?.zone;
}

/** The most countries one trip names (a tour crosses several; beyond this it is a worldwide trip). */
export const MAX_TRIP_COUNTRIES = 8;

/**
 * The zones from the narrowest and cheapest to the widest and dearest: each zone's cover holds in the
 * zones before it (a USA/Canada/Australia cover holds worldwide), and its rates are higher (see
 * lib/backend/pricing/travel.ts).
 */
export const ZONES_BY_REACH: readonly TravelDestination[] = ['ksa', 'turkey-egypt', 'other', 'usa-canada-australia'];

/**
 * The zone a trip prices and is covered in, from where it goes: a worldwide trip is in the widest zone;
 * a trip to several countries is in the widest zone among them, so the cover holds in every country of
 * the trip. Undefined when no country is known (nothing to price).
 */
export function tripZone(trip: { countries: readonly string[]; worldwide: boolean }): TravelDestination | undefined {
  if (trip.worldwide) return 'usa-canada-australia';
  const zones = trip.countries.map(zoneOfCountry);
  if (zones.length === 0 || zones.some((z) => z === undefined)) return undefined;
  return ZONES_BY_REACH.reduce<TravelDestination | undefined>((widest, zone) => (zones.includes(zone) ? zone : widest), undefined);
}

/** The countries' names in a language, in the order the customer chose them. */
export function countryNames(codes: readonly string[], lang: 'en' | 'ar'): string[] {
  return codes.map((code) => TRAVEL_COUNTRIES.find((c) => c.code === code)?.[lang] ?? code);
}
