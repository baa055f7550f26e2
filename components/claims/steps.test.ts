import type { Claim } from '@/lib/api/endpoints/claims';
import { claimSteps } from './steps';

const approved = { outcome: 'approved' as const, version: 1, gross_fils: 1, excess_fils: 0, deductions: [], net_fils: 1, note: '', decided_at: '2026-12-01T10:00:00+03:00', answer_until: '2026-12-31' };
const refused = { outcome: 'refused' as const, version: 1, reason: 'Not covered by the contract', decided_at: '2026-12-01T10:00:00+03:00', appeal_until: '2026-12-31' };
type Kind = Claim['timeline'][number]['kind'];
const events = (...kinds: Kind[]) => kinds.map((kind) => ({
  kind, at: '2026-11-22T10:00:00.000+03:00', by: { role: 'customerCare' as const, name: 'Huda' }, note: null, amount_fils: null, reference: null, file: null,
}));
const ALL = ['reported', 'assessment', 'documents', 'review', 'decided', 'paid', 'closed'];

describe('claimSteps', () => {
  it('shows the whole road ahead of a new claim', () => {
    expect(claimSteps({ state: 'reported', decision: null, timeline: events('reported') })).toEqual({ steps: ALL, current: 0 });
  });

  it('walks a car claim through each step it was in, the state marked', () => {
    const timeline = events('reported', 'assessor_booked', 'documents_requested');
    expect(claimSteps({ state: 'documents', decision: null, timeline })).toEqual({ steps: ALL, current: 2 });
    const paid = events('reported', 'assessor_booked', 'assessed', 'documents_requested', 'document_provided', 'approved', 'accepted', 'transfer_sent');
    expect(claimSteps({ state: 'paid', decision: approved, timeline: paid })).toEqual({ steps: ALL, current: 5 });
    expect(claimSteps({ state: 'closed', decision: approved, timeline: [...paid, ...events('closed')] })).toEqual({ steps: ALL, current: 7 });
  });

  it('leaves out a step the claim passed by: no assessor, no documents asked', () => {
    // A travel claim reviewed from its report and approved.
    const timeline = events('reported', 'approved');
    expect(claimSteps({ state: 'decided', decision: approved, timeline })).toEqual({ steps: ['reported', 'review', 'decided', 'paid', 'closed'], current: 2 });
    // Its documents were asked for: that step stays; the assessment it never had does not.
    const asked = events('reported', 'documents_requested', 'document_provided');
    expect(claimSteps({ state: 'review', decision: null, timeline: asked })).toEqual({ steps: ['reported', 'documents', 'review', 'decided', 'paid', 'closed'], current: 2 });
  });

  it('ends a refused claim at the refusal, and at its closing once closed; a refusal at once was never reviewed', () => {
    const reviewed = events('reported', 'assessor_booked', 'assessed', 'refused');
    expect(claimSteps({ state: 'refused', decision: refused, timeline: reviewed })).toEqual({ steps: ['reported', 'assessment', 'review', 'refused'], current: 3 });
    expect(claimSteps({ state: 'closed', decision: refused, timeline: [...reviewed, ...events('closed')] }))
      .toEqual({ steps: ['reported', 'assessment', 'review', 'refused', 'closed'], current: 5 });
    expect(claimSteps({ state: 'refused', decision: refused, timeline: events('reported', 'refused') })).toEqual({ steps: ['reported', 'refused'], current: 1 });
  });
});
