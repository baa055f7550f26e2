import type { Claim } from '@/lib/api/endpoints/claims';
import { dueNotice, payWithinDays } from './due';

type Input = Parameters<typeof dueNotice>[0];
const approved = (net: number): NonNullable<Claim['decision']> => ({
  outcome: 'approved', version: 1, gross_fils: net + 100_000, excess_fils: 100_000, deductions: [], net_fils: net, note: '', decided_at: '2026-12-03T10:00:00+03:00', answer_until: '2027-01-02',
});
const base: Input = { state: 'review', due: null, pay_by: null, net_fils: null, decision: null };

describe('payWithinDays', () => {
  it('gives 5 working days up to JOD 3,000 and 10 above', () => {
    expect(payWithinDays(3_000_000)).toBe(5);
    expect(payWithinDays(3_000_001)).toBe(10);
    expect(payWithinDays(450_500)).toBe(5);
  });
});

describe('dueNotice', () => {
  it('words the company\'s next deadline from the claim', () => {
    expect(dueNotice({ ...base, due: { kind: 'decision', by: '2026-12-15', working_days: 10, overdue: false } }))
      .toEqual({ kind: 'decision', by: '2026-12-15', days: 10, overdue: false });
    expect(dueNotice({ ...base, state: 'reported', due: { kind: 'documents', by: '2026-12-08', working_days: 5, overdue: true } }))
      .toEqual({ kind: 'documents', by: '2026-12-08', days: 5, overdue: true });
  });
  it('shows the payment day of an approved claim, counted from its amount', () => {
    const small = { ...base, state: 'decided' as const, decision: approved(1_250_750), net_fils: 1_250_750, pay_by: '2026-12-10' };
    expect(dueNotice(small, new Date('2026-12-04T09:00:00+03:00'))).toEqual({ kind: 'payment', by: '2026-12-10', days: 5, overdue: false });
    const large = { ...small, decision: approved(4_000_000), net_fils: 4_000_000, pay_by: '2026-12-17' };
    expect(dueNotice(large, new Date('2026-12-18T09:00:00+03:00'))).toEqual({ kind: 'payment', by: '2026-12-17', days: 10, overdue: true });
  });
  it('takes the backend\'s count and lateness when it names the payment', () => {
    const claim = { ...base, state: 'decided' as const, decision: approved(1_000_000), pay_by: '2026-12-10', due: { kind: 'payment' as const, by: '2026-12-10', working_days: 5, overdue: true } };
    expect(dueNotice(claim, new Date('2026-12-01T09:00:00+03:00'))?.overdue).toBe(true);
  });
  it('has nothing to show while the company waits for the customer or once the claim is over', () => {
    expect(dueNotice({ ...base, state: 'documents' })).toBeNull();
    expect(dueNotice({ ...base, state: 'paid', decision: approved(1_000_000), pay_by: '2026-12-10' })).toBeNull();
    expect(dueNotice({ ...base, state: 'closed', due: { kind: 'closing', by: '2026-12-10', working_days: 5, overdue: false } })).toBeNull();
  });
});
