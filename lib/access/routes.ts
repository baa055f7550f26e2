/**
 * Route classes of spec §2, by the path after the language prefix ("" is the language root).
 * The gating rules of spec §4 are written against these classes.
 */
export type RouteClass =
  | 'public'
  | 'landing'
  | 'login-status'
  | 'protected'
  | 'validate-otp'
  | 'customer-care'
  | 'account-review'
  | 'account-suspended';

const LOGIN_STATUS = ['signin-signup', 'forget-password', 'reset-password'];
const CUSTOMER_CARE = ['create-lababak-appointment', 'appointment-preview-c', 'claims-desk'];
/** First segments of protected routes (validate-otp and the account states are classes of their own). */
const PROTECTED = [
  'create-policy-travel',
  'create-policy-medical',
  'create-policy-motor',
  'create-policy-personal-accident',
  'create-policy-home',
  'car-insurance-renewal',
  'dashboard',
  'offers',
  'profile',
  'policy',
  'payment-result',
  // The portal's hosted card payment page (while PAYMENT_URL is unset).
  'pay',
  'renewal',
  'lababak-service',
  'appointment-preview',
  'claims',
  'report-claim',
];
/** Public paths under an otherwise protected first segment. */
const PUBLIC_EXCEPTIONS = ['policy/qrCode'];

export function classifyRoute(path: string): RouteClass {
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'landing';
  const first = clean.split('/')[0] ?? '';
  if (PUBLIC_EXCEPTIONS.some((p) => clean === p || clean.startsWith(`${p}/`))) return 'public';
  if (first === 'validate-otp') return 'validate-otp';
  if (first === 'account-review') return 'account-review';
  if (first === 'account-suspended') return 'account-suspended';
  if (LOGIN_STATUS.includes(first)) return 'login-status';
  if (CUSTOMER_CARE.includes(first)) return 'customer-care';
  if (PROTECTED.includes(first)) return 'protected';
  return 'public';
}

/**
 * A shared offer (`offers/{offerId}`, exactly one segment after `offers`): protected for signed-in
 * users like any other route, but a visitor with no user sees its public preview instead of being
 * sent to sign-in, so a link shared in a chat works for whoever opens it. The offers list is not.
 */
export function isSharedOffer(path: string): boolean {
  return /^offers\/[^/]+$/.test(path.replace(/^\/+|\/+$/g, ''));
}

/** Protected in the sense of rule 6: a user is needed. */
export function needsUser(cls: RouteClass): boolean {
  return cls === 'protected' || cls === 'validate-otp' || cls === 'customer-care' ||
    cls === 'account-review' || cls === 'account-suspended';
}
