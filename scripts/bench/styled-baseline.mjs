/**
 * What bench/minimal-styled takes from the portal, copied into its build folder when the bench
 * prepares it, so the baseline cannot drift from the portal: the portal's built stylesheet (from the
 * portal's .next, so the portal is built first), its fonts and one-font preload (app/fonts.ts,
 * app/font-preload.ts), and the landing's heading and text in both languages (messages/*.json).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function copyPortalLook(root, dir) {
  const chunks = path.join(root, '.next/static/chunks');
  const css = readdirSync(chunks).filter((name) => name.endsWith('.css')).sort();
  if (!css.length) throw new Error('no stylesheet in the portal build (.next/static/chunks/*.css): build the portal first');
  // Without its @font-face rules: they point at the portal's built font files; the app's own
  // next/font (the portal's app/fonts.ts, below) declares the same faces.
  const sheet = css.map((name) => readFileSync(path.join(chunks, name), 'utf8')).join('\n').replace(/@font-face\{[^}]*\}/g, '');
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
