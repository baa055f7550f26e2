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
    expect(deliverySettings(env({ ...ALL, ...ORIGIN }))).toEqual({ ...ALL, ...ORIGIN });
    expect(outboxActive(env(ALL))).toBe(false);
    // Implicit TLS, a long number as the sender, a bare address: each taken as it is.
    const other = { SMTP_URL: 'smtps://mail.example:465', SMS_SENDER: '+962790000000', MAIL_FROM: 'no-reply@sanad.example' };
    expect(deliverySettings(env({ ...ALL, ...ORIGIN, ...other }))).toEqual({
      SMTP_URL: 'smtps://mail.example:465', MAIL_FROM: 'no-reply@sanad.example', SMPP_URL: 'smpp://portal:secret@smsc.example:2775', SMS_SENDER: '+962790000000', PUBLIC_ORIGIN: 'https://portal.example.jo',
    });
  });

  it('names every missing or wrong setting when only some are given', () => {
    expect(() => deliverySettings(env({ SMTP_URL: ALL.SMTP_URL, ...ORIGIN }))).toThrow(new Error(
      'Message delivery needs SMTP_URL, MAIL_FROM, SMPP_URL and SMS_SENDER together, and PUBLIC_ORIGIN for the links in messages:\n'
      + '✖ is not set\n  → at MAIL_FROM\n✖ is not set\n  → at SMPP_URL\n✖ is not set\n  → at SMS_SENDER',
    ));
    expect(() => deliverySettings(env({ ...ALL, ...ORIGIN, SMPP_URL: 'https://smsc.example' }))).toThrow(/✖ must be a URL such as smpp:\/\/system_id:password@smsc.example:2775\n  → at SMPP_URL$/);
    expect(() => deliverySettings(env({ ...ALL, ...ORIGIN, SMTP_URL: 'not a url' }))).toThrow(/✖ must be a URL such as smtp:.*\n  → at SMTP_URL$/);
    expect(() => deliverySettings(env({ ...ALL, ...ORIGIN, SMS_SENDER: 'A sender far too long' }))).toThrow(/✖ must be a sender id of up to 11 letters and digits, or a number\n  → at SMS_SENDER$/);
    expect(() => deliverySettings(env({ ...ALL, ...ORIGIN, MAIL_FROM: 'Sanad' }))).toThrow(/✖ must be an address, .*\n  → at MAIL_FROM$/);
  });

  it('refuses real delivery without PUBLIC_ORIGIN, in demo mode too: no message\'s links could be written', () => {
    expect(() => deliverySettings(env(ALL))).toThrow(/:\n✖ is not set\n  → at PUBLIC_ORIGIN$/);
    expect(() => deliverySettings(env({ ...ALL, PUBLIC_ORIGIN: ' ' }))).toThrow(/:\n✖ is not set\n  → at PUBLIC_ORIGIN$/);
    expect(() => deliverySettings(env({ SMTP_URL: ALL.SMTP_URL }))).toThrow(/✖ is not set\n  → at SMS_SENDER\n✖ is not set\n  → at PUBLIC_ORIGIN$/);
    expect(() => deliverySettings(env({ ...ALL, PUBLIC_ORIGIN: 'https://portal.example.jo/path' })))
      .toThrow(/✖ PUBLIC_ORIGIN must be an http\(s\) origin without a path, such as https:\/\/portal.example.jo \(got https:\/\/portal.example.jo\/path\)\n  → at PUBLIC_ORIGIN$/);
  });
});
