import type { MetadataRoute } from 'next';
import { COMPANY_COLOURS, COMPANY_NAME, COMPANY_SHORT_NAME } from '@/lib/config/company';

/** The web app manifest (/manifest.webmanifest): the portal on a phone's home screen, in the company's colours. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${COMPANY_NAME.en} · ${COMPANY_NAME.ar}`,
    short_name: COMPANY_SHORT_NAME.en,
    description: 'Buy, renew and manage your insurance online. اشترِ تأمينك وجدّده وأدِره عبر الإنترنت.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: COMPANY_COLOURS.background,
    theme_color: COMPANY_COLOURS.brand,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
