/**
 * Where the Lababak roadside team goes. Each served area is a centre and a radius (km) drawn around the
 * city and its suburbs; a place inside any circle is served. To add a city, add an entry here (names in
 * both languages); to narrow or widen one, change its radius. Nothing else needs to change.
 *
 * `TOWNS` lists the governorate centres a customer without location access can pick when typing an
 * address: their centre is checked against the areas like a position from the browser.
 */
export interface ServiceArea {
  id: string;
  name: { en: string; ar: string };
  centre: { lat: number; lng: number };
  radiusKm: number;
}

export const SERVICE_AREAS: readonly ServiceArea[] = [
  { id: 'amman', name: { en: 'Amman', ar: 'عمّان' }, centre: { lat: 31.9539, lng: 35.9106 }, radiusKm: 22 },
  { id: 'zarqa', name: { en: 'Zarqa and Russeifa', ar: 'الزرقاء والرصيفة' }, centre: { lat: 32.0608, lng: 36.0942 }, radiusKm: 14 },
  { id: 'irbid', name: { en: 'Irbid', ar: 'إربد' }, centre: { lat: 32.5556, lng: 35.85 }, radiusKm: 14 },
  { id: 'salt', name: { en: 'Salt', ar: 'السلط' }, centre: { lat: 32.0392, lng: 35.7272 }, radiusKm: 8 },
  { id: 'madaba', name: { en: 'Madaba', ar: 'مادبا' }, centre: { lat: 31.7167, lng: 35.8 }, radiusKm: 8 },
  { id: 'aqaba', name: { en: 'Aqaba', ar: 'العقبة' }, centre: { lat: 29.5321, lng: 35.0063 }, radiusKm: 15 },
];

export interface Town {
  id: string;
  name: { en: string; ar: string };
  centre: { lat: number; lng: number };
}

/** Governorate centres for a typed address; served or not is decided by SERVICE_AREAS alone. */
export const TOWNS: readonly Town[] = [
  { id: 'amman', name: { en: 'Amman', ar: 'عمّان' }, centre: { lat: 31.9539, lng: 35.9106 } },
  { id: 'zarqa', name: { en: 'Zarqa', ar: 'الزرقاء' }, centre: { lat: 32.0608, lng: 36.0942 } },
  { id: 'irbid', name: { en: 'Irbid', ar: 'إربد' }, centre: { lat: 32.5556, lng: 35.85 } },
  { id: 'salt', name: { en: 'Salt', ar: 'السلط' }, centre: { lat: 32.0392, lng: 35.7272 } },
  { id: 'madaba', name: { en: 'Madaba', ar: 'مادبا' }, centre: { lat: 31.7167, lng: 35.8 } },
  { id: 'aqaba', name: { en: 'Aqaba', ar: 'العقبة' }, centre: { lat: 29.5321, lng: 35.0063 } },
  { id: 'jerash', name: { en: 'Jerash', ar: 'جرش' }, centre: { lat: 32.2747, lng: 35.8961 } },
  { id: 'ajloun', name: { en: 'Ajloun', ar: 'عجلون' }, centre: { lat: 32.3326, lng: 35.7517 } },
  { id: 'mafraq', name: { en: 'Mafraq', ar: 'المفرق' }, centre: { lat: 32.3434, lng: 36.208 } },
  { id: 'karak', name: { en: 'Karak', ar: 'الكرك' }, centre: { lat: 31.1853, lng: 35.7048 } },
  { id: 'tafilah', name: { en: 'Tafilah', ar: 'الطفيلة' }, centre: { lat: 30.8375, lng: 35.6042 } },
  { id: 'maan', name: { en: "Ma'an", ar: 'معان' }, centre: { lat: 30.1962, lng: 35.736 } },
];
