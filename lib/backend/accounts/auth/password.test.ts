/** @jest-environment node */
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo1234');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('Demo1234', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo1234', stored)).resolves.toBe(false);
  });
  it('salts every hash', async () => {
    expect(await hashPassword('Demo1234')).not.toBe(await hashPassword('Demo1234'));
  });
  it('refuses malformed stored values', async () => {
    await expect(verifyPassword('x', 'plain')).resolves.toBe(false);
    await expect(verifyPassword('x', 'bcrypt$1$2$3$4$5')).resolves.toBe(false);
  });
});
