import type { IconName } from '@/components/frame/icons';

/**
 * What the company sells, each with the route where it is bought (a visitor signs in first and comes
 * back) and, for the lines sold online, its price page (no account needed).
 */
export const PRODUCTS: readonly { key: 'motor' | 'travel' | 'home' | 'medical' | 'personalAccident' | 'lababak'; href: string; price?: string; icon: IconName }[] = [
  { key: 'motor', href: '/create-policy-motor', price: '/price/car', icon: 'motor' },
  { key: 'travel', href: '/create-policy-travel', price: '/price/travel', icon: 'travel' },
  { key: 'home', href: '/create-policy-home', price: '/price/home', icon: 'home_line' },
  { key: 'medical', href: '/create-policy-medical', icon: 'medical' },
  { key: 'personalAccident', href: '/create-policy-personal-accident', price: '/price/personal-accident', icon: 'personalAccident' },
  { key: 'lababak', href: '/lababak-service', icon: 'lababak' },
];
