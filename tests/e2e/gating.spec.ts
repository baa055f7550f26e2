import { expect, test, type APIRequestContext } from '@playwright/test';
import { seedCustomer, type CustomerTemplate } from './helpers';

// The access rules of spec §4 ("applied in order to each route") through the running server, as a
// table written by hand from the spec: for one route of each route class (spec §2) and every account
// state, where the visitor lands. Nothing here is computed by the portal's own rules.
//
// How the table was read from the spec, rule by rule (first rule that fires wins; the visitor is then
// gated again on the screen they were sent to, until one lets them through):
//   1. verified, complete, not blacklisted customer: login-status, customer-care, validate-otp,
//      account-review, account-suspended → dashboard;
//   2. unverified user on a protected route other than validate-otp → validate-otp;
//   3. any customer on login-status or customer-care routes → dashboard;
//   4. customer-care user on login-status routes → create-lababak-appointment;
//   5. customer-care user on any route but the customer-care ones → create-lababak-appointment;
//   6. no user on a protected route → signin-signup;
//   7. verified, status refer, any route but account-review → account-review;
//   8. verified, rejected or blacklisted, any route but account-suspended → account-suspended.
// Two cells are readings where the spec's words leave a choice (reported with this table):
//   - the language root is "the sign-in/sign-up landing screen for visitors" (§2): a signed-in user is
//     treated there as on a login-status route (the complete customer goes to the dashboard, the
//     unverified one on to validate-otp) rather than shown the visitors' landing;
//   - a visitor with no user on a customer-care route goes to sign-in: §6 lets an anonymous visitor
//     see only the public and login-status routes (rule 6 names only "protected" routes).

/** One route of each class (the path after /{lang}/), with the query a page needs. */
const ROUTES = {
  landing: '',
  public: 'terms',
  'public under policy/': 'policy/qrCode?token=made-up-token-123',
  'login-status': 'signin-signup',
  protected: 'dashboard/motor',
  'validate-otp': 'validate-otp',
  'account-review': 'account-review',
  'account-suspended': 'account-suspended',
  'customer-care': 'create-lababak-appointment',
} as const;
type RouteClass = keyof typeof ROUTES;

/** Where the visitor lands: a path after /{lang}/, or STAYS. */
const STAYS = 'stays';
const SIGN_IN = 'signin-signup';
const OTP = 'validate-otp';
const DASHBOARD = 'dashboard';
const REVIEW = 'account-review';
const SUSPENDED = 'account-suspended';
const CARE = 'create-lababak-appointment';

interface State { name: string; template: CustomerTemplate | null; lands: Record<RouteClass, string>; root: string }

const STATES: State[] = [
  {
    name: 'an anonymous visitor', template: null, root: '/en',
    lands: {
      landing: STAYS, public: STAYS, 'public under policy/': STAYS, 'login-status': STAYS, protected: SIGN_IN,
      'validate-otp': SIGN_IN, 'account-review': SIGN_IN, 'account-suspended': SIGN_IN, 'customer-care': SIGN_IN,
    },
  },
  {
    // Rule 3 sends the customer on login-status and customer-care routes to the dashboard, where rule 2 holds them.
    name: 'a customer whose mobile is not verified', template: 'new', root: `/en/${OTP}`,
    lands: {
      landing: OTP, public: STAYS, 'public under policy/': STAYS, 'login-status': OTP, protected: OTP,
      'validate-otp': STAYS, 'account-review': OTP, 'account-suspended': OTP, 'customer-care': OTP,
    },
  },
  {
    name: 'a customer with status refer', template: 'review', root: `/en/${REVIEW}`,
    lands: {
      landing: REVIEW, public: REVIEW, 'public under policy/': REVIEW, 'login-status': REVIEW, protected: REVIEW,
      'validate-otp': REVIEW, 'account-review': STAYS, 'account-suspended': REVIEW, 'customer-care': REVIEW,
    },
  },
  {
    name: 'a rejected customer', template: 'rejected', root: `/en/${SUSPENDED}`,
    lands: {
      landing: SUSPENDED, public: SUSPENDED, 'public under policy/': SUSPENDED, 'login-status': SUSPENDED, protected: SUSPENDED,
      'validate-otp': SUSPENDED, 'account-review': SUSPENDED, 'account-suspended': STAYS, 'customer-care': SUSPENDED,
    },
  },
  {
    name: 'a blacklisted customer', template: 'blocked', root: `/en/${SUSPENDED}`,
    lands: {
      landing: SUSPENDED, public: SUSPENDED, 'public under policy/': SUSPENDED, 'login-status': SUSPENDED, protected: SUSPENDED,
      'validate-otp': SUSPENDED, 'account-review': SUSPENDED, 'account-suspended': STAYS, 'customer-care': SUSPENDED,
    },
  },
  {
    name: 'a complete customer', template: 'demo', root: `/en/${DASHBOARD}`,
    lands: {
      landing: DASHBOARD, public: STAYS, 'public under policy/': STAYS, 'login-status': DASHBOARD, protected: STAYS,
      'validate-otp': DASHBOARD, 'account-review': DASHBOARD, 'account-suspended': DASHBOARD, 'customer-care': DASHBOARD,
    },
  },
  {
    name: 'a customer-care user', template: 'care', root: `/en/${CARE}`,
    lands: {
      landing: CARE, public: CARE, 'public under policy/': CARE, 'login-status': CARE, protected: CARE,
      'validate-otp': CARE, 'account-review': CARE, 'account-suspended': CARE, 'customer-care': STAYS,
    },
  },
];

/**
 * Follows the portal's redirects one at a time (each read from its Location header) and answers the
 * path the visitor ends on; every answer on the way is below 500.
 */
async function landing(request: APIRequestContext, path: string): Promise<string> {
  let url = new URL(path, 'http://portal.test');
  for (let hop = 0; hop < 5; hop += 1) {
    const res = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
    expect(res.status(), `${url.pathname}`).toBeLessThan(500);
    const location = res.headers().location;
    if (res.status() < 300 || res.status() >= 400 || !location) return url.pathname;
    url = new URL(location, url);
  }
  throw new Error(`${path}: more than five redirects`);
}

for (const state of STATES) {
  test(`${state.name} lands where spec §4 says, on every route class`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      if (state.template) {
        const customer = await seedCustomer(request, state.template);
        const res = await request.post('/api/user/login', {
          headers: { origin: new URL(baseURL!).origin }, data: { login: customer.email, password: customer.password },
        });
        expect(res.status(), `${state.template} customer signs in`).toBe(200);
      }
      const landed: string[] = [];
      const expected: string[] = [];
      for (const lang of ['en', 'ar']) {
        for (const [cls, route] of Object.entries(ROUTES) as [RouteClass, string][]) {
          const path = `/${lang}${route ? `/${route}` : ''}`;
          const target = state.lands[cls];
          landed.push(`${lang} ${cls} → ${await landing(request, path)}`);
          expected.push(`${lang} ${cls} → ${target === STAYS ? new URL(path, 'http://x').pathname : `/${lang}/${target}`}`);
        }
      }
      // The root sends a signed-in user to the dashboard (then the rules above), anyone else to the
      // English landing; a path without the language prefix gets it first, then the same rules.
      landed.push(`/ → ${await landing(request, '/')}`);
      expected.push(`/ → ${state.root}`);
      landed.push(`/dashboard/motor → ${await landing(request, '/dashboard/motor')}`);
      const motor = state.lands.protected;
      expected.push(`/dashboard/motor → /en/${motor === STAYS ? 'dashboard/motor' : motor}`);
      expect(landed).toEqual(expected);
    } finally {
      await request.dispose();
    }
  });
}
