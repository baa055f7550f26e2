/** @jest-environment node */
import { openSession, sealSession, type SessionData } from './cookie';

process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const data: SessionData = {
  deviceId: '6f1c2f5e-4a53-4c58-9a1b-0d7c9b0a8e21',
  token: 'token-1',
  user: { type: 'customer', is_verified: true, status: 'complete', black_list: false },
};

describe('opening the session cookie', () => {
  it('opens what it sealed, again from memory', async () => {
    const value = await sealSession(data);
    expect(await openSession(value)).toEqual(data);
    expect(await openSession(value)).toEqual(data);
  });

  it('refuses a tampered, truncated or foreign value, also after a good one was opened', async () => {
    const value = await sealSession(data);
    await openSession(value);
    const [header, key, iv, text = '', tag] = value.split('.');
    const flipped = text.slice(0, -2) + (text.endsWith('AA') ? 'BB' : 'AA');
    expect(await openSession([header, key, iv, flipped, tag].join('.'))).toBeNull();
    expect(await openSession(value.slice(0, -3))).toBeNull();
    expect(await openSession('x.y.z')).toBeNull();
    expect(await openSession(undefined)).toBeNull();
  });

  it('stops opening a remembered cookie once it has expired', async () => {
    const value = await sealSession(data);
    expect(await openSession(value)).not.toBeNull();
    const later = Date.now() + 400 * 86_400_000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await openSession(value)).toBeNull();
    } finally {
      now.mockRestore();
    }
  });
});
