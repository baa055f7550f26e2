import 'server-only';
import { redirect } from 'next/navigation';
import type { User } from '@/lib/api/endpoints/account';
import type { Locale } from '@/lib/config/business';
import { currentUser } from './server';

/**
 * The signed-in user of a protected screen. Middleware has let the request through on the cookie's
 * word; when the backend no longer knows the session, the cookie is cleared instead of bouncing
 * between sign-in and the dashboard.
 */
export async function requireUser(lang: Locale): Promise<User> {
  const user = await currentUser(lang);
  if (!user) redirect(`/api/session/reset?lang=${lang}`);
  return user;
}
