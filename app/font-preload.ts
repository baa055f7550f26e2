import 'server-only';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';
import type { Locale } from '@/lib/config/business';

/** The one file each script's text needs first: the regular weight (see app/fonts.ts). */
const FIRST_FONT: Record<Locale, string> = {
  en: 'inter-latin-400-normal',
  ar: 'ibm-plex-sans-arabic-arabic-400-normal',
};

let media: string[] | undefined;

/**
 * The built file of a font (`next build` names it `<source name with _>-s.<hash>.woff2` under
 * .next/static/media). next/font gives no way to preload one weight of one family per language,
 * so the layout asks for it by name; in development, or if the naming ever changes, nothing is
 * preloaded and the page still works (the font loads when the CSS asks for it).
 */
function builtFont(source: string): string | null {
  if (process.env.NODE_ENV !== 'production') return null;
  try {
    media ??= readdirSync(path.join(process.cwd(), '.next/static/media'));
  } catch {
    media = [];
  }
  const stem = source.replaceAll('-', '_');
  const file = media.find((name) => name.startsWith(`${stem}-`) && name.endsWith('.woff2'));
  return file ? `/_next/static/media/${file}` : null;
}

/** Preloads only the font of the page's own script: one file, not the six of both scripts. */
export function preloadFontOf(lang: Locale): void {
  const href = builtFont(FIRST_FONT[lang]);
  if (href) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
