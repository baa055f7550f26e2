import { toLatinDigits } from '@/lib/validation/digits';
import { canonicalMobile } from '../handlers/user-view';

/**
 * One spelling per login, so that limits count the account, not the way it was typed: an e-mail
 * lowercased; a mobile number with its digits made Latin, spaces, dashes and brackets dropped, and
 * every Jordanian form (`0790000003`, `+962790000003`, `962790000003`, `00962790000003`, `+0790000003`)
 * made the local one.
 */
export function canonicalLogin(login: string): string {
  const trimmed = login.trim().toLowerCase();
  if (trimmed.includes('@')) return trimmed;
  const compact = toLatinDigits(trimmed).replace(/[\s\-().]/g, '');
  return canonicalMobile(compact.replace(/^00/, '+'));
}
