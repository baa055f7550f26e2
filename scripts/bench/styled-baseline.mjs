/**
 * What bench/minimal-styled takes from the portal, copied into its build folder when the bench
 * prepares it, so the baseline cannot drift from the portal: the stylesheet every page of the portal
 * loads (from the portal's .next, so the portal is built first), its fonts and one-font preload
 * (app/fonts.ts, app/font-preload.ts), and the landing's heading and text in both languages (messages/*.json).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_next\/([^"]+\.css)"/g;

/**
 * The stylesheets (paths under .next) that every prerendered page of the portal links: those of its
 * [lang] layout. Not a page's own: the map's (Leaflet's) names its images by paths relative to the
 * portal's build, which the minimal app cannot resolve, and the landing does not load it anyway.
 */
export function everyPageStylesheets(root) {
  const app = path.join(root, '.next/server/app');
  // Next's own error pages (_global-error, _not-found) are not the portal's.
  const pages = readdirSync(app, { recursive: true }).filter((file) => file.endsWith('.html') && !path.basename(file).startsWith('_'));
  const linked = pages.map((page) => new Set([...readFileSync(path.join(app, page), 'utf8').matchAll(STYLESHEET_LINK)].map((m) => m[1])));
  const everywhere = linked.length ? [...linked[0]].filter((sheet) => linked.every((sheets) => sheets.has(sheet))) : [];
  if (!everywhere.length) throw new Error('no stylesheet linked by every prerendered page of the portal build (.next/server/app/**/*.html): build the portal first');
  return everywhere;
}

export function copyPortalLook(root, dir) {
  // Without its @font-face rules: they point at the portal's built font files; the app's own
  // next/font (the portal's app/fonts.ts, below) declares the same faces.
  const sheet = everyPageStylesheets(root).map((file) => readFileSync(path.join(root, '.next', file), 'utf8')).join('\n').replace(/@font-face\{[^}]*\}/g, '');
  writeFileSync(path.join(dir, 'app/portal.css'), sheet);
  writeFileSync(path.join(dir, 'app/fonts.ts'), readFileSync(path.join(root, 'app/fonts.ts'), 'utf8'));
  // The one import the minimal app cannot resolve (the portal's @/ alias) is a type: written inline.
  const preload = readFileSync(path.join(root, 'app/font-preload.ts'), 'utf8')
    .replace(/import type \{ Locale \} from '@\/lib\/config\/business';/, "type Locale = 'en' | 'ar';");
  writeFileSync(path.join(dir, 'app/font-preload.ts'), preload);
  const text = Object.fromEntries(['en', 'ar'].map((lang) => {
    const { landing } = JSON.parse(readFileSync(path.join(root, `messages/${lang}.json`), 'utf8'));
    return [lang, { title: landing.title, subtitle: landing.subtitle }];
  }));
  writeFileSync(path.join(dir, 'app/landing-text.json'), `${JSON.stringify(text, null, 2)}\n`);
}
