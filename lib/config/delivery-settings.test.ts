import { deliverySettings, outboxActive } from './env';

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;
const ALL = {
  SMTP_URL: 'smtp://portal:secret@mail.example:587', MAIL_FROM: 'Sanad Insurance <no-reply@sanad.example>',
  SMPP_URL: 'smpp://portal:secret@smsc.example:2775', SMS_SENDER: 'Sanad',
};
const ORIGIN = { PUBLIC_ORIGIN: 'https://portal.example.jo' };

describe('deliverySettings', () => {
  it('is nothing in demo mode (the outbox page) and against the company API (it sends its own)', () => {
    expect(deliverySettings(env({}))).toBeNull();
    expect(outboxActive(env({}))).toBe(true);
    expect(deliverySettings(env({ ...ALL, API_BASE_URL: 'https://api.example' }))).toBeNull();
  });

  it('takes the four settings together, and the demo outbox is gone', () => {
    expect(deliverySettings(env({ ...ALL, ...ORIGIN }))).toEqual(ALL);
    expect(outboxActive(env(ALL))).toBe(false);
    // Implicit TLS, a long number as the sender, a bare address: each taken as it is.
    const other = { SMTP_URL: 'smtps://mail.example:465', SMS_SENDER: '+962790000000', MAIL_FROM: 'no-reply@sanad.example' };
    expect(deliverySettings(env({ ...ALL, ...ORIGIN, ...other }))).toEqual({
      SMTP_URL: 'smtps://mail.example:465', MAIL_FROM: 'no-reply@sanad.example', SMPP_URL: 'smpp://portal:secret@smsc.example:2775', SMS_SENDER: '+962790000000',
    });
  });

  it('names every missing or wrong setting when only some are given', () => {
    expect(() => deliverySettings(env({ SMTP_URL: ALL.SMTP_URL }))).toThrow(/MAIL_FROM is not set; SMPP_URL is not set; SMS_SENDER is not set/);
    expect(() => deliverySettings(env({ ...ALL, ...ORIGIN, SMPP_URL: 'https://smsc.example' }))).toThrow(/SMPP_URL must be a URL such as smpp:/);
    expect(() => deliverySettings(env({ ...ALL, SMTP_URL: 'not a url' }))).toThrow(/SMTP_URL must be a URL/);
    expect(() => deliverySettings(env({ ...ALL, SMS_SENDER: 'A sender far too long' }))).toThrow(/SMS_SENDER must be a sender id/);
    expect(() => deliverySettings(env({ ...ALL, MAIL_FROM: 'Sanad' }))).toThrow(/MAIL_FROM must be an address/);
  });

  it('refuses real delivery without PUBLIC_ORIGIN, in demo mode too: no message\'s links could be written', () => {
    expect(() => deliverySettings(env(ALL))).toThrow(/PUBLIC_ORIGIN is not set/);
    expect(() => deliverySettings(env({ SMTP_URL: ALL.SMTP_URL }))).toThrow(/SMS_SENDER is not set; PUBLIC_ORIGIN is not set/);
    expect(() => deliverySettings(env({ ...ALL, PUBLIC_ORIGIN: 'https://portal.example.jo/path' }))).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
  });
});
