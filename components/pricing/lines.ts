import type { PricedLine } from '@/lib/validation/price-answers';

/** Where each line is bought once the price is seen (the purchase flow starts from the held answers). */
export const PURCHASE_PATH: Record<PricedLine, string> = {
  car: '/create-policy-motor',
  travel: '/create-policy-travel',
  home: '/create-policy-home',
  'personal-accident': '/create-policy-personal-accident',
};

/** The flow itself for a signed-in customer; a visitor signs in or up first and is brought back to it. */
export function buyHref(lang: string, line: PricedLine, signedIn: boolean, mode: 'signin' | 'signup' = 'signin'): string {
  const flow = `/${lang}${PURCHASE_PATH[line]}`;
  if (signedIn) return flow;
  return `/${lang}/signin-signup?${mode === 'signup' ? 'mode=signup&' : ''}next=${encodeURIComponent(flow)}`;
}
