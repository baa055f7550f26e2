import type { Locale } from '@/lib/config/business';

/**
 * The lookup's own address: `/{lang}/cheques/{id}/{phone}` as the SMS links it, so the lookup can be
 * reopened, shared or switched to the other language with what was typed.
 */
export function chequePath(lang: Locale, chequeId: string, phone = ''): string {
  const id = chequeId.trim();
  const tel = phone.trim();
  if (!id) return tel ? `/${lang}/cheques?phone=${encodeURIComponent(tel)}` : `/${lang}/cheques`;
  return `/${lang}/cheques/${encodeURIComponent(id)}${tel ? `/${encodeURIComponent(tel)}` : ''}`;
}
