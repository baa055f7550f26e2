import localFont from 'next/font/local';

/**
 * Fonts from npm packages (no download at build time): Inter for Latin, IBM Plex Sans Arabic for
 * Arabic, in the weights the screens use (400 body, 600 `font-semibold`, 700 `font-bold`; `font-medium`
 * falls to 400). Next does not preload them: it would preload every file of both scripts on every
 * page. `app/font-preload.ts` preloads the regular weight of the page's own script instead. Text
 * paints at once in a fallback sized to match (`adjustFontFallback`). `optional`, not `swap`: a
 * file that is not there within about 100 ms is used from the next page on (it is cached by then)
 * instead of swapping in under the reader, which moved the layout and made the largest paint wait
 * for the bold weight of the landing's heading.
 */
export const latin = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
});

export const arabic = localFont({
  src: [
    { path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-arabic',
  display: 'optional',
  preload: false,
  adjustFontFallback: 'Arial',
});
