import { priceGuard } from './personal-accident';

describe('personal accident price', () => {
  it('prices the default 500 JOD at 30: 5.000 + 1.000 fee + 0.050 duty', () => {
    expect(priceGuard(30, 500)).toEqual({ premium: 5000, fees: 1000, tax: 50, total: 6050 });
  });

  it('reads the age band', () => {
    expect(priceGuard(10, 10_000)?.premium).toBe(80_000);
    expect(priceGuard(39, 10_000)?.premium).toBe(100_000);
    expect(priceGuard(45, 10_000)?.premium).toBe(130_000);
    expect(priceGuard(59, 10_000)?.premium).toBe(180_000);
  });

  it('keeps the minimum premium for small sums', () => {
    expect(priceGuard(20, 100)?.premium).toBe(5000);
  });

  it('does not price 60 or over, nor age 0', () => {
    expect(priceGuard(60, 500)).toBeNull();
    expect(priceGuard(0, 500)).toBeNull();
  });
});
