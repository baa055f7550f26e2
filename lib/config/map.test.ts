import { MAP, mapSettings } from './map';

describe('mapSettings', () => {
  it("uses OpenStreetMap's tiles and credit line when no provider is set", () => {
    expect(mapSettings({} as NodeJS.ProcessEnv)).toEqual({ tilesUrl: MAP.defaultTilesUrl, attribution: null });
  });

  it("takes the company's provider and its credit line", () => {
    const env = { MAP_TILES_URL: ' https://maps.example/tiles/{z}/{x}/{y}.png?key=abc ', MAP_ATTRIBUTION: '© Maps Example' };
    expect(mapSettings(env as unknown as NodeJS.ProcessEnv)).toEqual({ tilesUrl: 'https://maps.example/tiles/{z}/{x}/{y}.png?key=abc', attribution: '© Maps Example' });
  });

  it('refuses an address that cannot name a tile, and says what it must be', () => {
    for (const bad of ['maps.example/{z}/{x}/{y}', 'https://maps.example/tiles.png', 'ftp://maps.example/{z}/{x}/{y}']) {
      expect(() => mapSettings({ MAP_TILES_URL: bad } as unknown as NodeJS.ProcessEnv)).toThrow(/MAP_TILES_URL must be an http\(s\) URL with \{z\}, \{x\} and \{y\}/);
    }
  });
});
