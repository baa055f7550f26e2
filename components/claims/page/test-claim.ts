import type { Claim } from '@/lib/api/endpoints/claims';

/** A car claim as the backend answers it, for the claims screens' unit tests; each test changes what it looks at. */
export function testClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 42, reference: 'CL-000042', policy_id: 7, contract_number: 'P-MOT-2026-000101', line: 'motor', event: 'collision',
    state: 'reported', insured: 'Toyota Corolla 2021, 17-45678', occurred_on: '2026-11-29', reported_at: '2026-11-29T10:00:00+03:00',
    updated_at: '2026-11-29T10:00:00+03:00', due: null, net_fils: null, cheque_ready_on: null, customer: null, version: 1, occurred_time: '09:15',
    location: { lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman' }, description: 'A car hit mine from behind at the lights.',
    details: {
      line: 'motor', has_police_report: true, police_report_number: 'PR-2026-1234', other_party: false, other_kind: 'car', other_plate: '', other_property: '', other_insurer: '',
      other_driver_name: '', other_driver_phone: '', injuries: false, drivable: true, driver: 'insured', driver_name: '', driver_licence: '',
    },
    photos: [], documents: [], requests: [], appointment: null, assessment: null, decision: null, pay_by: null, settlement: null,
    timeline: [{ kind: 'reported', at: '2026-11-29T10:00:00+03:00', by: { role: 'customer', name: 'Omar Haddad' }, note: null, amount_fils: null, reference: null, file: null }],
    customer_actions: [], desk_actions: [],
    ...overrides,
  };
}

export const approvedDecision = {
  outcome: 'approved' as const, version: 2, gross_fils: 1_500_000, excess_fils: 100_000,
  deductions: [{ reason: 'Wear of the rear bumper', amount_fils: 149_250 }], net_fils: 1_250_750,
  note: 'Paid on the assessor\'s estimate.', decided_at: '2026-12-03T11:00:00+03:00', answer_until: '2027-01-02',
};

export const refusedDecision = {
  outcome: 'refused' as const, version: 1, reason: 'The driver held no valid licence on the day.', decided_at: '2026-12-03T11:00:00+03:00', appeal_until: '2027-01-02',
};
