import type { GateUser } from './gate-user';
import { resolveAccess } from './rules';
import { classifyRoute, isSharedOffer } from './routes';

const customer = (over: Partial<GateUser>): GateUser => ({
  type: 'customer', is_verified: true, status: 'complete', black_list: false, ...over,
});

const users: Record<string, GateUser | null> = {
  none: null,
  unverified: customer({ is_verified: false }),
  complete: customer({}),
  refer: customer({ status: 'refer' }),
  rejected: customer({ status: 'rejected' }),
  blacklisted: customer({ black_list: true }),
  care: { type: 'customerCare', is_verified: true, status: 'complete', black_list: false },
};

const routes = {
  public: 'cheques/100001',
  landing: '',
  loginStatus: 'signin-signup',
  protected: 'dashboard/motor',
  validateOtp: 'validate-otp',
  customerCare: 'create-lababak-appointment',
  review: 'account-review',
  suspended: 'account-suspended',
} as const;

const S = 'signin-signup', D = 'dashboard', O = 'validate-otp', C = 'create-lababak-appointment',
  R = 'account-review', X = 'account-suspended', _ = null;

// Final destination for each user (rows) on each route class (columns, in the order of `routes`).
const expected: Record<keyof typeof users, (string | null)[]> = {
  //           public landing login protected otp  care review suspended
  none:        [_,    _,      _,    S,        S,   S,   S,     S],
  unverified:  [_,    O,      O,    O,        _,   O,   O,     O],
  complete:    [_,    D,      D,    _,        D,   D,   D,     D],
  refer:       [R,    R,      R,    R,        R,   R,   _,     R],
  rejected:    [X,    X,      X,    X,        X,   X,   X,     _],
  blacklisted: [X,    X,      X,    X,        X,   X,   X,     _],
  care:        [C,    C,      C,    C,        C,   _,   C,     C],
};

describe('access rules (spec §4) over every route class and user state', () => {
  const cases = Object.entries(expected).flatMap(([who, row]) =>
    Object.entries(routes).map(([cls, path], i) => [who, cls, path, row[i] ?? null] as const));

  it.each(cases)('%s on %s (%s) → %s', (who, _cls, path, destination) => {
    expect(resolveAccess(path, users[who] ?? null)).toBe(destination);
  });

  it('lets an unverified customer-care user verify instead of looping', () => {
    const care = { ...users.care!, is_verified: false };
    expect(resolveAccess('create-lababak-appointment', care)).toBe(O);
    expect(resolveAccess('validate-otp', care)).toBeNull();
  });

  it('sends a blacklisted user with status refer to account-suspended without a loop', () => {
    const u = customer({ status: 'refer', black_list: true });
    expect(resolveAccess('dashboard', u)).toBe(X);
    expect(resolveAccess('account-suspended', u)).toBeNull();
  });
});

describe('a shared offer (offers/{offerId}): a preview for visitors, protected for everyone else', () => {
  // Rule 6 only: a visitor with no user stays on the offer; every user state is gated as on any protected route.
  const offerRow: Record<keyof typeof users, string | null> = {
    none: _, unverified: O, complete: _, refer: R, rejected: X, blacklisted: X, care: C,
  };
  const cases = Object.entries(offerRow).flatMap(([who, destination]) =>
    ['offers/1', 'offers/42/', '/offers/abc'].map((path) => [who, path, destination] as const));

  it.each(cases)('%s on %s → %s', (who, path, destination) => {
    expect(resolveAccess(path, users[who] ?? null)).toBe(destination);
  });

  it.each(['offers', 'offers/', 'offers/1/extra'])('%s still sends a visitor to sign-in', (path) => {
    expect(resolveAccess(path, null)).toBe(S);
    expect(resolveAccess(path, users.complete!)).toBeNull();
  });

  it('is still a protected route', () => {
    expect(classifyRoute('offers/1')).toBe('protected');
    expect(isSharedOffer('offers/1')).toBe(true);
    expect(isSharedOffer('offers')).toBe(false);
    expect(isSharedOffer('offers/1/2')).toBe(false);
    expect(isSharedOffer('dashboard/1')).toBe(false);
  });
});

describe('route classes', () => {
  it.each([
    ['', 'landing'], ['terms', 'public'], ['policy/qrCode', 'public'], ['policy/motor/12', 'protected'],
    ['cheques', 'public'], ['price/travel', 'public'], ['price/personal-accident', 'public'], ['forget-password', 'login-status'], ['reset-password', 'login-status'],
    ['appointment-preview-c', 'customer-care'], ['appointment-preview', 'protected'], ['no-such-page', 'public'],
    ['claims', 'protected'], ['claims/12', 'protected'], ['report-claim', 'protected'], ['claims-desk', 'customer-care'], ['claims-desk/12', 'customer-care'],
  ])('%s is %s', (path, cls) => expect(classifyRoute(path)).toBe(cls));
});
