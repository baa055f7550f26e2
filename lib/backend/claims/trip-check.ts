import type { Locale } from '@/lib/config/business';
import { countryNames } from '@/lib/config/travel';
import { claimCountries, claimTravellers } from '@/lib/model/claims/trip';
import type { ClaimDetails } from '@/lib/validation/claim';
import type { UserRow } from '../context';
import type { PolicyRow } from '../contracts';
import { claimError } from './errors';

const list = (items: string[], lang: Locale) => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);

/**
 * A travel claim's traveller and country against its contract: a traveller the contract does not insure,
 * or a country it does not cover, is refused with 422 on that answer, the message naming what the
 * contract has. The traveller's name is written beside the number, as the contract's certificate prints it.
 */
export function checkedTripDetails(policy: PolicyRow, details: ClaimDetails, holder: Pick<UserRow, 'nameEn' | 'nameAr'>, lang: Locale): ClaimDetails {
  if (details.line !== 'travel') return details;
  const d = policy.declarations ?? {};
  const travellers = claimTravellers(d.trip?.holder_name || holder.nameEn || holder.nameAr || '', d.travellers);
  const name = travellers[details.traveller];
  if (name === undefined) {
    throw claimError(422, 'claim_traveller_not_insured', lang, { count: travellers.length }, { fields: { 'details.traveller': 'errors.claim_traveller_not_insured' } });
  }
  const countries = claimCountries(d.trip?.countries, d.trip?.worldwide);
  if (!countries.includes(details.country)) {
    throw claimError(422, 'claim_country_not_covered', lang, { countries: list(countryNames(countries, lang), lang) }, { fields: { 'details.country': 'errors.claim_country_not_covered' } });
  }
  return { ...details, traveller_name: name };
}
