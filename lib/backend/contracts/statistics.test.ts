import { contractStatistics } from './statistics';
import type { PolicyRow } from './view';

const now = new Date('2026-11-28T09:00:00Z');
const row = (id: number, effectiveDate: string, expiry: string, over: Partial<PolicyRow> = {}) =>
  ({ id, line: 'travel', effectiveDate, expiry, renewalOfId: null, ...over }) as PolicyRow;

describe('contractStatistics', () => {
  it('counts a trip that starts next week as active, not as expiring, though it ends within 20 days', () => {
    const stats = contractStatistics([row(1, '2026-12-05', '2026-12-10')], now);
    expect(stats).toMatchObject({ active: 1, expiring_soon: 0 });
  });

  it('counts a started contract within 20 days of its end, and not once renewed or ended', () => {
    const rows = [
      row(1, '2026-01-01', '2026-12-10'),
      row(2, '2026-01-01', '2026-12-12', { line: 'motor' }),
      row(3, '2026-12-13', '2027-12-12', { line: 'motor', renewalOfId: 2 }),
      row(4, '2025-01-01', '2025-12-31', { line: 'home' }),
    ];
    expect(contractStatistics(rows, now)).toMatchObject({ active: 3, expiring_soon: 1, per_line: { travel: 1, motor: 2, home: 1 } });
  });
});
