import { MAP } from '@/lib/config/map';
import { parseTile, tileOf, tileUrl } from './tiles';

describe('map tiles', () => {
  it('finds the tile of a point as the web map numbers them', () => {
    // Amman's centre at zoom 15: x = 215.9106 / 360 × 2¹⁵ = 19652.7, y = (1 − asinh(tan 31.9539°) / π) / 2 × 2¹⁵ = 13311.9.
    expect(tileOf(31.9539, 35.9106, 15)).toEqual({ x: 19652, y: 13311 });
    expect(tileOf(0, 0, 1)).toEqual({ x: 1, y: 1 });
  });

  it('accepts a tile over Jordan at the zoom levels the map uses', () => {
    const { x, y } = tileOf(31.9539, 35.9106, 15);
    expect(parseTile({ z: '15', x: String(x), y: String(y) })).toEqual({ z: 15, x, y });
    const aqaba = tileOf(29.53, 35.0, MAP.maxZoom);
    expect(parseTile({ z: String(MAP.maxZoom), x: String(aqaba.x), y: String(aqaba.y) })).not.toBeNull();
  });

  it('refuses a tile elsewhere in the world, a zoom the map does not use, and what is not a whole number', () => {
    const london = tileOf(51.5, -0.12, 15);
    expect(parseTile({ z: '15', x: String(london.x), y: String(london.y) })).toBeNull();
    expect(parseTile({ z: String(MAP.minZoom - 1), x: '0', y: '0' })).toBeNull();
    expect(parseTile({ z: String(MAP.maxZoom + 1), x: '0', y: '0' })).toBeNull();
    for (const bad of ['-1', '1.5', '1e3', '', '15\u0000', '99999999', '0x10']) expect(parseTile({ z: '15', x: bad, y: '13311' })).toBeNull();
  });

  it('writes the provider address of a tile', () => {
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png?key=k', { z: 15, x: 1, y: 2 })).toBe('https://t.example/15/1/2.png?key=k');
  });
});
