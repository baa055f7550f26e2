import { MAP } from '@/lib/config/map';
import { isInJordan } from './jordan';

const at = (lat: number, lng: number) => isInJordan({ lat, lng });

describe('a place in Jordan', () => {
  it.each([
    ['Amman', 31.95, 35.91],
    ['Aqaba', 29.53, 35.0],
    ['Irbid', 32.55, 35.85],
    ['Azraq', 31.83, 36.81],
    ['Ruwaished, in the east', 32.5, 38.2],
    ['Mudawwara, by the Saudi border', 29.32, 36.0],
    ['Tala Bay, south of Aqaba', 29.4, 34.975],
    ['North Shuna, by the Jordan river', 32.61, 35.61],
    ['Umm Qais, over the Yarmouk', 32.655, 35.685],
    ['Ramtha, by the Syrian border', 32.56, 36.01],
    ['the Dead Sea hotels', 31.72, 35.59],
  ])('%s is in', (_, lat, lng) => {
    expect(at(lat, lng)).toBe(true);
  });

  it.each([
    ['0,0 (a position never found)', 0, 0],
    ['Damascus', 33.51, 36.29],
    ['Suwayda, Syria', 32.71, 36.57],
    ['Tabuk, Saudi Arabia', 28.38, 36.57],
    ['Turaif, Saudi Arabia', 31.67, 38.65],
    ['Baghdad', 33.31, 44.36],
    ['Tel Aviv, on the sea', 32.08, 34.78],
    ['the Mediterranean', 32.5, 34.3],
    ['the Red Sea', 27.5, 34.5],
  ])('%s is not', (_, lat, lng) => {
    expect(at(lat, lng)).toBe(false);
  });

  it('is never a number that is not one', () => {
    expect(at(Number.NaN, 35.91)).toBe(false);
    expect(at(31.95, Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("lies within the map's bounds, margin included (the pin can reach every place that counts)", () => {
    const lats = MAP.jordan.outline.map(([lat]) => lat);
    const lngs = MAP.jordan.outline.map(([, lng]) => lng);
    // A degree of latitude is 111 km; one of longitude at least 95 km this far south.
    const margin = { lat: MAP.jordan.marginKm / 111, lng: MAP.jordan.marginKm / 95 };
    expect(Math.min(...lats) - margin.lat).toBeGreaterThan(MAP.bounds.south);
    expect(Math.max(...lats) + margin.lat).toBeLessThan(MAP.bounds.north);
    expect(Math.min(...lngs) - margin.lng).toBeGreaterThan(MAP.bounds.west);
    expect(Math.max(...lngs) + margin.lng).toBeLessThan(MAP.bounds.east);
  });
});
