import type { Policy } from '@/lib/model/contracts/policy';
import type { Locale } from '@/lib/config/business';
import { countryNames } from '@/lib/config/travel';

/**
 * A travel contract's countries in the reader's language, joined as the language writes a list
 * ("Turkey and Egypt", "تركيا ومصر"); null on contracts issued before the countries were kept.
 */
export function tripCountriesText(policy: Pick<Policy, 'declarations'>, lang: Locale): string | null {
  const codes = policy.declarations?.countries;
  if (!codes?.length) return null;
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(countryNames(codes, lang));
}
