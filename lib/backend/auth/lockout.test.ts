/** @jest-environment node */
import { isLocked } from './lockout';

describe('login lockout counter', () => {
  it('locks an account after ten failures', () => {
    expect(isLocked(9, 0)).toBe(false);
    expect(isLocked(10, 0)).toBe(true);
  });
  it('locks an address after fifty failures', () => {
    expect(isLocked(0, 49)).toBe(false);
    expect(isLocked(0, 50)).toBe(true);
  });
});
