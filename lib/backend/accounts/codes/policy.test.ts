/** @jest-environment node */
import { attemptState, expiryFrom, generateCode } from './policy';

const t0 = new Date('2026-11-22T10:00:00Z');
const plus = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

describe('one-time code limits', () => {
  it('makes 4-digit codes', () => {
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{4}$/);
  });


  it('keeps a code valid for 5 minutes', () => {
    const code = { expiresAt: expiryFrom(t0), attempts: 0, consumedAt: null };
    expect(attemptState(code, plus(5 * MIN - 1))).toBe('usable');
    expect(attemptState(code, plus(5 * MIN))).toBe('expired');
  });

  it('allows at most 5 tries per code', () => {
    const base = { expiresAt: expiryFrom(t0), consumedAt: null };
    expect(attemptState({ ...base, attempts: 4 }, t0)).toBe('usable');
    expect(attemptState({ ...base, attempts: 5 }, t0)).toBe('exhausted');
  });

  it('never accepts a used code again', () => {
    expect(attemptState({ expiresAt: expiryFrom(t0), attempts: 0, consumedAt: t0 }, t0)).toBe('consumed');
  });
});
