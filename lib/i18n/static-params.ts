import { routing } from './routing';

/** Pages that read nothing of the request are rendered once per language at build time. */
export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }));
}
