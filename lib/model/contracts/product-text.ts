import type { PolicyLine } from '@/lib/model/contracts/policy';
import type { Locale } from '@/lib/config/business';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { productOf } from './product-names';

type Products = typeof en.products;
const products: Record<Locale, Products> = { en: en.products, ar: ar.products };
const latinGrouping = new Intl.NumberFormat('en');

/** A `products` message by its dotted key ("travel.skyPlus"), with `{sum}` filled in. */
function message(lang: Locale, key: string, sum?: number): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), products[lang]);
  if (typeof found !== 'string') throw new Error(`No product message ${key} in ${lang}`);
  return sum === undefined ? found : found.replace('{sum}', latinGrouping.format(sum));
}

/**
 * A contract's product in words, for what the backend writes itself (the contract PDF, e-mails): the
 * same names as the screens (messages `products`), never the segment code. `destination` is the
 * travel destination zone, or null.
 */
export function productText(line: PolicyLine, segmentCode: string, lang: Locale): { name: string; destination: string | null } {
  const { name, destination } = productOf(line, segmentCode);
  return {
    name: message(lang, name.key, 'values' in name ? name.values.sum : undefined),
    destination: destination ? message(lang, `destination.${destination}`) : null,
  };
}
