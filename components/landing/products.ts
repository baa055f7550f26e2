import type { IconName } from '@/components/frame/icons';

/** What the company sells, each with the route where it is bought (a visitor signs in first and comes back). */
export const PRODUCTS: readonly { key: 'motor' | 'travel' | 'home' | 'medical' | 'personalAccident' | 'lababak'; href: string; icon: IconName }[] = [
  { key: 'motor', href: '/create-policy-motor', icon: 'motor' },
  { key: 'travel', href: '/create-policy-travel', icon: 'travel' },
  { key: 'home', href: '/create-policy-home', icon: 'home_line' },
  { key: 'medical', href: '/create-policy-medical', icon: 'medical' },
  { key: 'personalAccident', href: '/create-policy-personal-accident', icon: 'personalAccident' },
  { key: 'lababak', href: '/lababak-service', icon: 'lababak' },
];
