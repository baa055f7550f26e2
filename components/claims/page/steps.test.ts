import { claimSteps } from './steps';

const approved = { outcome: 'approved' as const, gross_fils: 1, excess_fils: 0, deductions: [], net_fils: 1, note: '', decided_at: '2026-12-01T10:00:00+03:00' };
const refused = { outcome: 'refused' as const, reason: 'Not covered by the contract', decided_at: '2026-12-01T10:00:00+03:00', appeal_until: '2026-12-31' };

describe('claimSteps', () => {
  it('walks the seven steps of a paid claim, the state marked', () => {
    expect(claimSteps({ state: 'reported', decision: null })).toEqual({
      steps: ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed'], current: 0,
    });
    expect(claimSteps({ state: 'documents', decision: null }).current).toBe(2);
    expect(claimSteps({ state: 'decided', decision: approved }).current).toBe(4);
    expect(claimSteps({ state: 'paid', decision: approved }).current).toBe(5);
  });
  it('marks every step done once a paid claim is closed', () => {
    expect(claimSteps({ state: 'closed', decision: approved })).toEqual({ steps: expect.arrayContaining(['paid', 'closed']), current: 7 });
  });
  it('ends a refused claim at the refusal, and at its closing once closed', () => {
    expect(claimSteps({ state: 'refused', decision: refused })).toEqual({ steps: ['reported', 'assessment', 'documents', 'review', 'refused'], current: 4 });
    expect(claimSteps({ state: 'closed', decision: refused })).toEqual({ steps: ['reported', 'assessment', 'documents', 'review', 'refused', 'closed'], current: 6 });
  });
});
