import { mapTilesProblem, mapTilesUserAgent, tilesPerAddressLimit } from './map-tiles';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const LIVE = { PORTAL_ENV: 'production' };

describe('map tile settings', () => {
  it('lets the demo use OpenStreetMap\'s public tiles', () => {
    expect(mapTilesProblem(env({}))).toBeNull();
    expect(mapTilesProblem(env({ PORTAL_ENV: 'demo', MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }))).toBeNull();
  });

  it('refuses a production portal without MAP_TILES_URL, naming it', () => {
    expect(mapTilesProblem(env(LIVE))).toMatch(/^MAP_TILES_URL is not set: a live portal needs the company's own map tile provider/);
    expect(mapTilesProblem(env({ ...LIVE, MAP_TILES_URL: '  ' }))).toMatch(/^MAP_TILES_URL is not set/);
  });

  it("refuses OpenStreetMap's public tile servers in production, however they are written", () => {
    for (const url of [
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://a.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'http://C.TILE.OPENSTREETMAP.ORG/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.org./{z}/{x}/{y}.png',
      'https://tile.osm.org/{z}/{x}/{y}.png',
      'https://tile.openstreetmap.de/{z}/{x}/{y}.png',
      'https://a.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png',
    ]) {
      expect(mapTilesProblem(env({ ...LIVE, MAP_TILES_URL: url }))).toMatch(/^MAP_TILES_URL names OpenStreetMap's public tile servers \(.+\), which forbid bulk and production use/);
    }
  });

  it("starts with the company's provider, even one whose name merely contains OpenStreetMap's", () => {
    expect(mapTilesProblem(env({ ...LIVE, MAP_TILES_URL: 'https://tiles.maps.example/{z}/{x}/{y}.png?key=abc' }))).toBeNull();
    expect(mapTilesProblem(env({ ...LIVE, MAP_TILES_URL: 'https://notopenstreetmap.org.example/{z}/{x}/{y}.png' }))).toBeNull();
  });

  it('names the portal and a contact in the User-Agent', () => {
    expect(mapTilesUserAgent(env({}))).toBe('SanadInsurancePortal/1.0 (location picker; care@sanad-insurance.jo)');
    expect(mapTilesUserAgent(env({ PUBLIC_ORIGIN: 'https://portal.example.jo' }))).toBe('SanadInsurancePortal/1.0 (location picker; +https://portal.example.jo; care@sanad-insurance.jo)');
  });

  it('takes 300 tiles in 5 minutes per address, or MAP_TILES_PER_ADDRESS', () => {
    expect(tilesPerAddressLimit({})).toEqual({ max: 300, windowMs: 300_000 });
    expect(tilesPerAddressLimit({ MAP_TILES_PER_ADDRESS: '5000' })).toEqual({ max: 5000, windowMs: 300_000 });
    for (const bad of ['0', '1.5', 'many', '100001']) {
      expect(() => tilesPerAddressLimit({ MAP_TILES_PER_ADDRESS: bad })).toThrow(`MAP_TILES_PER_ADDRESS must be a whole number from 1 to 100000, not "${bad}"`);
    }
  });
});
