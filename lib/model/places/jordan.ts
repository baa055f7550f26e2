import { MAP } from '@/lib/config/map';

type Point = { lat: number; lng: number };
type Corner = readonly [lat: number, lng: number];

const KM_PER_DEGREE = 111.2;

/** Inside the outline: a line from the point due east crosses its edges an odd number of times. */
function insideOutline(p: Point, outline: readonly Corner[]): boolean {
  let inside = false;
  outline.forEach(([lat, lng], i) => {
    const [prevLat, prevLng] = outline[(i + outline.length - 1) % outline.length]!;
    if (lat > p.lat !== prevLat > p.lat && p.lng < lng + ((p.lat - lat) / (prevLat - lat)) * (prevLng - lng)) inside = !inside;
  });
  return inside;
}

/**
 * Kilometres from the point to the edge a-b, on a flat map around the point: near the point, where
 * the margin is measured, it is as good as the great circle.
 */
function kmToEdge(p: Point, [aLat, aLng]: Corner, [bLat, bLng]: Corner): number {
  const kmPerLng = KM_PER_DEGREE * Math.cos((p.lat * Math.PI) / 180);
  const ax = (aLng - p.lng) * kmPerLng;
  const ay = (aLat - p.lat) * KM_PER_DEGREE;
  const dx = (bLng - aLng) * kmPerLng;
  const dy = (bLat - aLat) * KM_PER_DEGREE;
  const t = Math.min(1, Math.max(0, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/**
 * Whether a place is in Jordan: on the map (MAP.bounds) and inside Jordan's outline or within its
 * margin (MAP.jordan). A point at 0,0, in the sea or in a neighbouring country's city is not.
 */
export function isInJordan(p: Point): boolean {
  const { south, west, north, east } = MAP.bounds;
  if (!(p.lat >= south && p.lat <= north && p.lng >= west && p.lng <= east)) return false;
  const { outline, marginKm } = MAP.jordan;
  return insideOutline(p, outline)
    || outline.some((corner, i) => kmToEdge(p, corner, outline[(i + 1) % outline.length]!) <= marginKm);
}
