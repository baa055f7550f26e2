import type { Locale } from '@/lib/config/business';

const VERIFY_PATH = '/policy/qrCode';

/**
 * The verification page's address for a contract's token. The portal says where that page lives
 * (its own origin); anything other than an http(s) address of a …/policy/qrCode page is refused, so a
 * caller cannot print someone else's link on the company's document, and the relative page of the
 * request's language is used instead.
 */
export function verificationUrl(requested: string | undefined, lang: Locale, token: string): string {
  let base = `/${lang}${VERIFY_PATH}`;
  if (requested) {
    try {
      const url = new URL(requested);
      const path = url.pathname.replace(/\/+$/, '');
      if ((url.protocol === 'http:' || url.protocol === 'https:') && path.endsWith(VERIFY_PATH) && !url.username && !url.password) {
        base = `${url.origin}${path}`;
      }
    } catch {
      // Not a URL: keep the relative page.
    }
  }
  return `${base}?token=${encodeURIComponent(token)}`;
}

/** Each word's first letter, then three asterisks whatever its length: enough to recognise, not to read. */
export function maskName(name: string): string {
  return name.trim().split(/\s+/).filter(Boolean).map((word) => `${Array.from(word)[0]}***`).join(' ');
}
