import { SERVICE_AREAS, type ServiceArea } from '@/lib/config/service-areas';

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance between two points, in km (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The served area a place lies in (the nearest centre when circles overlap), or null. */
export function serviceAreaAt(point: { lat: number; lng: number }, areas: readonly ServiceArea[] = SERVICE_AREAS): ServiceArea | null {
  let best: { area: ServiceArea; d: number } | null = null;
  for (const area of areas) {
    const d = distanceKm(point, area.centre);
    if (d <= area.radiusKm && (!best || d < best.d)) best = { area, d };
  }
  return best?.area ?? null;
}

/** "31.95,35.91" (the getLocationApproval path id) → a point; anything else → null. */
export function parsePoint(id: string): { lat: number; lng: number } | null {
  const m = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/.exec(id);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The path id for a point: six decimals (about 10 cm) are plenty. */
export const pointId = (p: { lat: number; lng: number }) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/** Addresses written before the portal named the place: "GPS 31.9539, 35.9106". */
const LEGACY_GPS_ADDRESS = /^GPS\s*-?\d/;
const UNNAMED_PLACE = { en: 'Position shared from the phone', ar: 'الموقع المُرسَل من الهاتف' } as const;

/**
 * The words an appointment's place is shown with: the address the customer gave, never raw
 * coordinates. An old position-only address becomes the served area's name (the map link beside it
 * still opens the exact point).
 */
export function placeText(address: string, point: { lat: number; lng: number }, lang: 'en' | 'ar'): string {
  if (!LEGACY_GPS_ADDRESS.test(address.trim())) return address;
  return serviceAreaAt(point)?.name[lang] ?? UNNAMED_PLACE[lang];
}
