import path from 'node:path';

/**
 * The portal's own typefaces (the @fontsource packages the web pages use), read from node_modules at
 * run time: resolved from the working directory because bundled server code has no stable __dirname.
 * fontkit embeds their WOFF files; each file is one script's subset, so Arabic text pairs the Arabic
 * subset with a Latin one for digits and Latin words.
 */
function fontFile(pkg: string, file: string): string {
  return path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file);
}

export const FONT_FILES = {
  latin: fontFile('inter', 'inter-latin-400-normal.woff'),
  latinBold: fontFile('inter', 'inter-latin-700-normal.woff'),
  arabic: fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-400-normal.woff'),
  arabicBold: fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-700-normal.woff'),
  arabicLatin: fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-latin-400-normal.woff'),
  arabicLatinBold: fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-latin-700-normal.woff'),
} as const;

export type FaceName = keyof typeof FONT_FILES;
