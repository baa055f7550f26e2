import { outboxActive } from './env';
import { clientAddressProblem, productionProblems } from './production';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const LIVE = { PORTAL_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.jo', SESSION_SECRET: 'a-session-secret-of-at-least-32-characters' };
const DELIVERY = {
  SMTP_URL: 'smtp://portal:secret@mail.example:587', MAIL_FROM: 'Sanad Insurance <no-reply@sanad.example>',
  SMPP_URL: 'smpp://portal:secret@smsc.example:2775', SMS_SENDER: 'Sanad',
};

const GATEWAY = {
  CHECKOUT_SECRET_KEY: 'sk_test_0123456789abcdef', CHECKOUT_PROCESSING_CHANNEL_ID: `pc_${'a'.repeat(26)}`,
  CHECKOUT_WEBHOOK_SECRET: 'whsec_0123456789abcdef', CHECKOUT_BASE_URL: 'https://abcdefgh.api.checkout.com',
};

describe('production settings', () => {
  it('asks nothing of the demo, and refuses a PORTAL_ENV it does not know', () => {
    expect(productionProblems(env({}))).toEqual([]);
    expect(productionProblems(env({ PORTAL_ENV: 'demo' }))).toEqual([]);
    expect(productionProblems(env({ PORTAL_ENV: 'prod' }))).toEqual(['PORTAL_ENV must be "production" or "demo" (or unset), not "prod"']);
  });

  it('starts with the company API, an https origin and a session secret', () => {
    expect(productionProblems(env({ ...LIVE, API_BASE_URL: 'http://api.internal:4000' }))).toEqual([]);
  });

  it('names every missing or wrong setting', () => {
    const problems = productionProblems(env({ PORTAL_ENV: 'production', PUBLIC_ORIGIN: 'http://portal.example.jo', API_BASE_URL: 'http://api.internal' }));
    expect(problems).toEqual([
      '✖ must be the https origin customers use, without a path (https://portal.example.jo)\n  → at PUBLIC_ORIGIN\n'
      + '✖ is not set\n  → at SESSION_SECRET',
    ]);
  });

  it('with its own backend needs PostgreSQL, real delivery and a real payment gateway, and refuses the unsigned PAYMENT_URL', () => {
    const bare = productionProblems(env(LIVE));
    expect(bare[0]).toBe('✖ is not set\n  → at DATABASE_URL');
    expect(bare[1]).toMatch(/^SMTP_URL, MAIL_FROM, SMPP_URL and SMS_SENDER are not set/);
    expect(bare[2]).toMatch(/^CHECKOUT_SECRET_KEY, CHECKOUT_PROCESSING_CHANNEL_ID and CHECKOUT_WEBHOOK_SECRET are not set/);
    const half = productionProblems(env({ ...LIVE, DATABASE_URL: 'postgres://db/portal', SMTP_URL: DELIVERY.SMTP_URL, PAYMENT_URL: 'https://pay.example' }));
    expect(half).toEqual([
      expect.stringMatching(/:\n✖ is not set\n  → at MAIL_FROM\n✖ is not set\n  → at SMPP_URL\n✖ is not set\n  → at SMS_SENDER$/),
      expect.stringMatching(/^PAYMENT_URL is an unsigned redirect/),
      expect.stringMatching(/^CHECKOUT_SECRET_KEY, CHECKOUT_PROCESSING_CHANNEL_ID and CHECKOUT_WEBHOOK_SECRET are not set/),
    ]);
    expect(productionProblems(env({ ...LIVE, ...DELIVERY, DATABASE_URL: 'file:.data' }))[0])
      .toBe('✖ must be a PostgreSQL URL (postgres://…): PGlite is one process\'s database\n  → at DATABASE_URL');
  });

  it('starts with its own backend once PostgreSQL, delivery and Checkout.com are set, over https only', () => {
    const ready = { ...LIVE, ...DELIVERY, DATABASE_URL: 'postgres://db/portal', ...GATEWAY };
    expect(productionProblems(env(ready))).toEqual([]);
    expect(productionProblems(env({ ...ready, CHECKOUT_BASE_URL: 'http://127.0.0.1:4100' }))).toEqual([
      'The payment gateway needs CHECKOUT_SECRET_KEY, CHECKOUT_PROCESSING_CHANNEL_ID, CHECKOUT_WEBHOOK_SECRET and PUBLIC_ORIGIN together:\n'
      + '✖ must be https in production\n  → at CHECKOUT_BASE_URL',
    ]);
    const partial = productionProblems(env({ ...ready, CHECKOUT_WEBHOOK_SECRET: '', CHECKOUT_PROCESSING_CHANNEL_ID: 'pc_short' }));
    expect(partial).toEqual([expect.stringMatching(
      /:\n✖ must be pc_ followed by 26 characters\n  → at CHECKOUT_PROCESSING_CHANNEL_ID\n✖ must be the webhook signature key \(at least 16 characters\)\n  → at CHECKOUT_WEBHOOK_SECRET$/,
    )]);
  });

  it('has no outbox page, and so no demo banner, in production', () => {
    expect(outboxActive(env({}))).toBe(true);
    expect(outboxActive(env({ PORTAL_ENV: 'production' }))).toBe(false);
  });

  it('refuses a portal that could not tell its customers apart: no proxy trusted, and not started by npm start', () => {
    expect(clientAddressProblem(false, env({ ...LIVE, TRUSTED_PROXY_HOPS: '0' }))).toMatch(/^TRUSTED_PROXY_HOPS is 0 .*npm start/);
    expect(clientAddressProblem(false, env(LIVE))).toMatch(/^TRUSTED_PROXY_HOPS/);
    expect(clientAddressProblem(true, env(LIVE))).toBeNull();
    expect(clientAddressProblem(false, env({ ...LIVE, TRUSTED_PROXY_HOPS: '1' }))).toBeNull();
    expect(clientAddressProblem(false, env({}))).toBeNull();
  });
});
