import type { IconName } from './icons';

/** One place of the customer's navigation; `key` names its label under `nav` and its icon. */
export interface Place {
  href: string;
  key: 'home' | 'motor' | 'travel' | 'home_line' | 'medical' | 'personalAccident' | 'claims' | 'lababak' | 'offers' | 'contactUs' | 'findUs' | 'profile';
  icon: IconName;
  /** Paths below `href` (or these prefixes) that belong to this place: marked `aria-current="true"`. */
  also?: readonly string[];
  /** Not prefetched: a screen whose route arrives with a later issue (the Lababak flow). */
  noPrefetch?: true;
}

export const OVERVIEW: Place = { href: '/dashboard', key: 'home', icon: 'home' };

/** The places, in groups, as the side bar and the phone drawer list them. */
export const PLACE_GROUPS: readonly { key: 'myInsurance' | 'services' | 'help' | 'account'; places: readonly Place[] }[] = [
  {
    key: 'myInsurance',
    places: [
      { href: '/dashboard/motor', key: 'motor', icon: 'motor', also: ['/policy/motor'] },
      { href: '/dashboard/travel', key: 'travel', icon: 'travel', also: ['/policy/travel'] },
      { href: '/dashboard/home', key: 'home_line', icon: 'home_line', also: ['/policy/home'] },
      { href: '/dashboard/medical', key: 'medical', icon: 'medical', also: ['/policy/medical'] },
      { href: '/dashboard/personal-accident', key: 'personalAccident', icon: 'personalAccident', also: ['/policy/personal-accident'] },
      { href: '/claims', key: 'claims', icon: 'claims' },
    ],
  },
  {
    key: 'services',
    places: [
      { href: '/lababak-service', key: 'lababak', icon: 'lababak', noPrefetch: true },
      { href: '/offers', key: 'offers', icon: 'offers' },
    ],
  },
  {
    key: 'help',
    places: [
      { href: '/dashboard/contact-us', key: 'contactUs', icon: 'contactUs' },
      { href: '/dashboard/find-us', key: 'findUs', icon: 'findUs' },
    ],
  },
  { key: 'account', places: [{ href: '/profile/personal-info', key: 'profile', icon: 'profile', also: ['/profile'] }] },
];

function byKey<K extends Place['key']>(key: K): Place & { key: K } {
  const place = [OVERVIEW, ...PLACE_GROUPS.flatMap((g) => g.places)].find((p): p is Place & { key: K } => p.key === key);
  if (!place) throw new Error(`No place ${key}`);
  return place;
}

/** The phone's bottom bar: the places a customer goes to most; the rest are behind "More". */
export const BAR_PLACES = [byKey('home'), byKey('lababak'), byKey('offers'), byKey('contactUs')] as const;

/** `page` when the path is the place itself, `true` when it lies inside it, else undefined. */
export function currentness(place: Place, pathname: string): 'page' | 'true' | undefined {
  if (pathname === place.href) return 'page';
  if (place.href === '/dashboard') return undefined;
  const prefixes = [place.href, ...(place.also ?? [])];
  return prefixes.some((p) => pathname.startsWith(`${p}/`) || pathname === p) ? 'true' : undefined;
}
