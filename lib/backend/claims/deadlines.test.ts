import { ammanInstant } from '@/lib/calendar/days';
import { CLAIM_DEADLINES } from '@/lib/config/claims';
import { claimDue, payByFrom, payWithin } from './deadlines';
import { customerActions, deskActions, type ClaimRow } from './rules';

/** Thursday 21 May 2026, 10:00 in Amman: Eid al-Adha's holidays (25-29 May) fall in the next working week. */
const THURSDAY = ammanInstant('2026-05-21', '10:00');

const row = (over: Partial<ClaimRow>): ClaimRow => ({
  id: 1, userId: 1, policyId: 1, reportKey: '00000000-0000-4000-8000-000000000000', line: 'motor', event: 'collision', state: 'reported', version: 0,
  occurredOn: '2026-05-20', occurredTime: '', location: null, description: '', descriptionAr: null, details: { line: 'travel', country: 'Turkey', provider: '' },
  language: 'en', appointmentId: null, assessor: null, assessedFils: null, assessmentNote: null, assessmentNoteAr: null, assessedAt: null, outcome: null,
  grossFils: null, excessFils: null, deductions: null, netFils: null, decisionNote: null, decisionNoteAr: null, decidedAt: null, decisionVersion: 0, payBy: null,
  settlementMethod: null, settlementIban: null, acceptedAt: null, chequeId: null, transferReference: null, paidAt: null, closedAt: null,
  reportedAt: THURSDAY, updatedAt: THURSDAY, stateSince: THURSDAY, ...over,
});

describe('the company\'s deadline by state, in Jordan\'s working days', () => {
  it('names missing documents within 5 working days of the report, over the weekend and the Eid holidays', () => {
    // Sunday 24 is the first; 25-29 are holidays, 30 a Saturday: then 31 May, 1, 2 and 3 June.
    expect(claimDue(row({ state: 'reported' }), '2026-05-21')).toEqual({ kind: 'documents', by: '2026-06-03', working_days: 5, overdue: false });
    expect(claimDue(row({ state: 'assessment' }), '2026-06-03')?.overdue).toBe(false);
    expect(claimDue(row({ state: 'assessment' }), '2026-06-04')?.overdue).toBe(true);
  });

  it('decides within 10 working days of entering review, not of the report', () => {
    const since = ammanInstant('2026-12-24', '09:00');
    // 27-31 December, then 3, 4, 6, 7 and 10 January (1 January and 5 January are holidays).
    expect(claimDue(row({ state: 'review', stateSince: since }), '2026-12-24')).toEqual({ kind: 'decision', by: '2027-01-10', working_days: 10, overdue: false });
  });

  it('pays by pay_by, 5 working days for up to JOD 3,000 and 10 above', () => {
    expect(payWithin(CLAIM_DEADLINES.smallClaimMaxFils)).toBe(5);
    expect(payWithin(CLAIM_DEADLINES.smallClaimMaxFils + 1)).toBe(10);
    expect(payByFrom('2026-11-26', 3_000_000)).toBe('2026-12-03');
    expect(payByFrom('2026-11-26', 3_000_001)).toBe('2026-12-10');
    const decided = row({ state: 'decided', outcome: 'approved', netFils: 3_000_001, payBy: '2026-12-10' });
    expect(claimDue(decided, '2026-12-11')).toEqual({ kind: 'payment', by: '2026-12-10', working_days: 10, overdue: true });
  });

  it("measures payment to the day a cheque can be collected: a small claim's cheque misses the 5 days the day it is issued", () => {
    // Approved on Thursday 13 May 2027, before Eid al-Adha (15-18 May) and Independence Day (25 May): 5 working
    // days are 19, 20, 23, 24 and 26 May. The cheque issued that day is ready 14 days on, Thursday 27 May.
    expect(payByFrom('2027-05-13', 250_000)).toBe('2027-05-26');
    const small = row({ state: 'decided', outcome: 'approved', netFils: 250_000, payBy: '2027-05-26', chequeId: '5000001' });
    expect(claimDue(small, '2027-05-13', '2027-05-27')).toEqual({ kind: 'payment', by: '2027-05-26', working_days: 5, overdue: true });
    // Without a cheque issued, the same day is still within the deadline.
    expect(claimDue(row({ ...small, chequeId: null }), '2027-05-13')?.overdue).toBe(false);
  });

  it("lets a larger claim's cheque meet its 10 days when holidays lengthen them", () => {
    // Approved Thursday 14 May 2026: 17-21 and 24 May, then Eid (25-29 May), 31 May, 1, 2 and 3 June. The cheque
    // issued that day: 14 days on is Thursday 28 May, in Eid, so it is ready on Sunday 31 May.
    expect(payByFrom('2026-05-14', 3_000_001)).toBe('2026-06-03');
    const large = row({ state: 'decided', outcome: 'approved', netFils: 3_000_001, payBy: '2026-06-03', chequeId: '5000002' });
    expect(claimDue(large, '2026-05-14', '2026-05-31')).toEqual({ kind: 'payment', by: '2026-06-03', working_days: 10, overdue: false });
  });

  it('closes within 5 working days of the payment; none runs while the company waits for the customer, nor once closed or refused', () => {
    expect(claimDue(row({ state: 'paid', paidAt: ammanInstant('2026-11-26', '12:00') }), '2026-11-30')).toMatchObject({ kind: 'closing', by: '2026-12-03' });
    for (const state of ['documents', 'closed', 'refused'] as const) expect(claimDue(row({ state }), '2026-05-21')).toBeNull();
  });
});

describe('what may be done next', () => {
  it('follows the state: the assessor only for a reported car claim, the desk\'s steps before the decision', () => {
    const ctx = { today: '2026-05-21', openRequests: 0 };
    expect(customerActions(row({ state: 'reported' }), ctx)).toEqual(['book_assessor']);
    expect(customerActions(row({ state: 'reported', line: 'home' }), ctx)).toEqual([]);
    expect(deskActions(row({ state: 'reported' }), ctx)).toEqual(['request_documents', 'assess', 'refuse']);
    expect(deskActions(row({ state: 'review' }), ctx)).toEqual(['request_documents', 'assess', 'approve', 'refuse']);
    expect(customerActions(row({ state: 'documents' }), { ...ctx, openRequests: 1 })).toEqual(['upload']);
  });

  it('offers accepting and disputing an approval, settling once accepted, appealing a refusal within 30 days and closing it after', () => {
    const decidedAt = ammanInstant('2026-05-21', '12:00');
    const offer = row({ state: 'decided', outcome: 'approved', decidedAt, netFils: 100_000, payBy: '2026-06-03' });
    expect(customerActions(offer, { today: '2026-05-21', openRequests: 0 })).toEqual(['accept', 'dispute']);
    expect(customerActions(offer, { today: '2026-06-21', openRequests: 0 })).toEqual(['accept']);
    expect(deskActions(offer, { today: '2026-05-21', openRequests: 0 })).toEqual([]);
    expect(deskActions({ ...offer, acceptedAt: decidedAt, settlementMethod: 'cheque' }, { today: '2026-05-21', openRequests: 0 })).toEqual(['settle']);
    // A cheque issued: nothing more to do until it is ready (the schedule makes the claim paid).
    const issued = { ...offer, acceptedAt: decidedAt, settlementMethod: 'cheque' as const, chequeId: '5000001' };
    expect(deskActions(issued, { today: '2026-05-21', openRequests: 0 })).toEqual([]);
    expect(customerActions(issued, { today: '2026-05-21', openRequests: 0 })).toEqual([]);
    const refused = row({ state: 'refused', outcome: 'refused', decidedAt });
    expect(customerActions(refused, { today: '2026-06-20', openRequests: 0 })).toEqual(['appeal']);
    expect(deskActions(refused, { today: '2026-06-20', openRequests: 0 })).toEqual([]);
    expect(customerActions(refused, { today: '2026-06-21', openRequests: 0 })).toEqual([]);
    expect(deskActions(refused, { today: '2026-06-21', openRequests: 0 })).toEqual(['close']);
  });
});
