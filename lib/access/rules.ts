import type { GateUser } from './gate-user';
import { classifyRoute, isSharedOffer, needsUser } from './routes';

export const DESTINATIONS = {
  dashboard: 'dashboard',
  validateOtp: 'validate-otp',
  careHome: 'create-lababak-appointment',
  signIn: 'signin-signup',
  review: 'account-review',
  suspended: 'account-suspended',
} as const;

function firstSegment(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').split('/')[0] ?? '';
}

/** The screen a user who may not use the portal yet is held on, if any (the backend gates on it too). */
export function holdingScreen(user: GateUser): string | null {
  if (!user.is_verified) return DESTINATIONS.validateOtp;
  if (user.status === 'rejected' || user.black_list) return DESTINATIONS.suspended;
  if (user.status === 'refer') return DESTINATIONS.review;
  return null;
}

/**
 * Spec §4 "access rules, applied in order": the first rule that fires names the path (without the
 * language prefix) the visitor is sent to; null lets the route through.
 *
 * Two readings are ours, where the spec's words would loop:
 * - the language root is a landing "for visitors", so it is gated like the login-status routes;
 * - a blacklisted user whose status is refer goes to account-suspended (rule 8), not to
 *   account-review, otherwise rules 7 and 8 would send the user back and forth;
 * - rule 5 lets a customer-care user reach the screen rules 2, 7 or 8 send them to, for the same
 *   reason;
 * - rule 6 lets a visitor with no user open a shared offer (`offers/{offerId}`), which shows them a
 *   public preview with a sign-in action; every other rule treats it as the protected route it is.
 */
export function firstRedirect(path: string, user: GateUser | null): string | null {
  const cls = classifyRoute(path);
  const isCare = user?.type === 'customerCare';
  const isCustomer = user?.type === 'customer';
  const loginLike = cls === 'login-status' || cls === 'landing';
  const routeIs = (target: string) => firstSegment(path) === target;

  // 1
  if (isCustomer && user.is_verified && user.status === 'complete' && !user.black_list &&
    (loginLike || ['customer-care', 'validate-otp', 'account-review', 'account-suspended'].includes(cls))) {
    return DESTINATIONS.dashboard;
  }
  // 2
  if (user && !user.is_verified && needsUser(cls) && cls !== 'validate-otp') return DESTINATIONS.validateOtp;
  // 3
  if (isCustomer && (loginLike || cls === 'customer-care')) return DESTINATIONS.dashboard;
  // 4
  if (isCare && loginLike) return DESTINATIONS.careHome;
  // 5 (a customer-care user still passes through their own holding screen, see holdingScreen)
  if (isCare && cls !== 'customer-care' && firstSegment(path) !== holdingScreen(user)) return DESTINATIONS.careHome;
  // 6
  if (!user && needsUser(cls) && !isSharedOffer(path)) return DESTINATIONS.signIn;
  // 7
  if (user?.is_verified && user.status === 'refer' && !user.black_list && !routeIs(DESTINATIONS.review)) {
    return DESTINATIONS.review;
  }
  // 8
  if (user?.is_verified && (user.status === 'rejected' || user.black_list) && !routeIs(DESTINATIONS.suspended)) {
    return DESTINATIONS.suspended;
  }
  return null;
}

/**
 * Follows the rules until a route lets the user through, so middleware answers with one redirect
 * to the final screen rather than a chain of them.
 */
export function resolveAccess(path: string, user: GateUser | null): string | null {
  let current = path;
  let target: string | null = null;
  for (let hop = 0; hop < 5; hop++) {
    const next = firstRedirect(current, user);
    if (next === null || next === current) break;
    target = next;
    current = next;
  }
  return target;
}
