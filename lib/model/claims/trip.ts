import { TRAVEL_COUNTRIES } from '@/lib/config/travel';

/**
 * Who and where a travel claim may name, from its contract: the form lists them and the backend
 * refuses any other (422), so the desk never reads a traveller the contract does not insure or a
 * country it does not cover.
 */

/** The countries a trip's claim may name: the contract's own, or every country the portal knows when it is worldwide or from before the countries were kept. */
export function claimCountries(countries: readonly string[] | undefined, worldwide: boolean | undefined): string[] {
  return !worldwide && countries && countries.length > 0 ? [...countries] : TRAVEL_COUNTRIES.map((c) => c.code);
}

/** The travellers a trip's claim may name, by their number: 0 the holder, then the others as declared (a family's up to eight in all). */
export function claimTravellers(holder: string, others: readonly { name: string }[] | undefined): string[] {
  return [holder, ...(others ?? []).map((t) => t.name)];
}
