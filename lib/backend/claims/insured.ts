import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/business';
import { homeAddressLine } from '@/lib/model/contracts/home-address';
import { productText } from '@/lib/model/contracts/product-text';
import { countryNames } from '@/lib/config/travel';
import { carName } from '../bookings';
import type { PolicyRow } from '../contracts';
import { claimText, messagesOf } from './text';

export interface Holder { nameEn: string; nameAr: string }

const holderName = (h: Holder, lang: Locale) => (lang === 'ar' ? h.nameAr || h.nameEn : h.nameEn || h.nameAr);
const list = (items: string[], lang: Locale) => new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);

/**
 * What a claim's contract insures, in the reader's language, as the contract's page and PDF name it: a
 * car by its make, model, year and plate; a home by its address; a trip by its travellers and
 * countries; a person (medical, personal accident) by the holder's name and the product.
 */
export function insuredText(policy: PolicyRow, holder: Holder, lang: Locale): string {
  const t = claimText(lang);
  switch (policy.line) {
    case 'motor':
      return carName(policy, lang);
    case 'home': {
      if (!policy.insuredHome) return productText('home', policy.segmentCode, lang).name;
      const words = createTranslator({ locale: lang, messages: messagesOf(lang), namespace: 'purchase.home.addressWords' });
      return homeAddressLine(policy.insuredHome, lang, (key, value) => words(key, { value }));
    }
    case 'travel': {
      const travellers = list([holderName(holder, lang), ...(policy.declarations?.travellers ?? []).map((p) => p.name)], lang);
      const codes = policy.declarations?.trip?.countries ?? [];
      return codes.length ? t('insured.travel', { travellers, countries: list(countryNames(codes, lang), lang) }) : travellers;
    }
    default:
      return t('insured.person', { name: holderName(holder, lang), product: productText(policy.line, policy.segmentCode, lang).name });
  }
}
