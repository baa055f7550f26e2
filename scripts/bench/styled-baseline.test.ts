/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPortalLook, everyPageStylesheets } from './styled-baseline.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const page = (...sheets: string[]) =>
  `<!DOCTYPE html><html><head>${sheets.map((s) => `<link rel="stylesheet" href="/_next/static/chunks/${s}" data-precedence="next"/>`).join('')}</head></html>`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'styled-baseline-'));
  // A build as Next writes it: the layout's sheet on every page, the map's only on the booking page.
  write('.next/server/app/en.html', page('layout.css'));
  write('.next/server/app/ar.html', page('layout.css'));
  write('.next/server/app/en/lababak-service.html', page('layout.css', 'leaflet.css'));
  write('.next/server/app/_global-error.html', page());
  write('.next/static/chunks/layout.css', '@font-face{font-family:latin;src:url(../media/inter.woff2)}.hero{color:red}');
  write('.next/static/chunks/leaflet.css', '.leaflet-marker-icon{background:url(../media/marker-icon.png)}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the styled baseline', () => {
  it("takes only the stylesheet every page links, not a page's own (the map's) nor Next's error pages'", () => {
    expect(everyPageStylesheets(root)).toEqual(['static/chunks/layout.css']);
  });

  it('refuses a folder with no build, and a build with no stylesheet common to its pages', () => {
    rmSync(path.join(root, '.next/server/app/en.html'));
    write('.next/server/app/en.html', page('other.css'));
    expect(() => everyPageStylesheets(root)).toThrow('no stylesheet linked by every prerendered page of the portal build');
    rmSync(path.join(root, '.next'), { recursive: true });
    expect(() => everyPageStylesheets(root)).toThrow();
  });

  it("writes the minimal app's stylesheet without the portal's font files, and its fonts and landing text", () => {
    write('app/fonts.ts', 'export const latin = {};\n');
    write('app/font-preload.ts', "import type { Locale } from '@/lib/config/business';\nexport const x: Locale = 'en';\n");
    write('messages/en.json', JSON.stringify({ landing: { title: 'Insurance', subtitle: 'For you', other: 'not copied' } }));
    write('messages/ar.json', JSON.stringify({ landing: { title: 'تأمين', subtitle: 'لك' } }));
    const app = mkdtempSync(path.join(tmpdir(), 'styled-baseline-app-'));
    mkdirSync(path.join(app, 'app'));
    try {
      copyPortalLook(root, app);
      const read = (file: string) => readFileSync(path.join(app, 'app', file), 'utf8');
      expect(read('portal.css')).toBe('.hero{color:red}');
      expect(read('font-preload.ts')).toBe("type Locale = 'en' | 'ar';\nexport const x: Locale = 'en';\n");
      expect(JSON.parse(read('landing-text.json'))).toEqual({ en: { title: 'Insurance', subtitle: 'For you' }, ar: { title: 'تأمين', subtitle: 'لك' } });
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
