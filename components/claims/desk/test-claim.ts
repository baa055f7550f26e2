import type { Claim } from '@/lib/api/endpoints/claims';

/** A car claim as the desk reads it, for the component tests: change what a test is about. */
export function testClaim(change: Partial<Claim> = {}): Claim {
  return {
    id: 42, reference: 'CL-000042', policy_id: 101, contract_number: 'P-MOT-2026-000101', line: 'motor', event: 'collision',
    state: 'review', insured: 'Toyota Corolla 2021 (12-34567)', occurred_on: '2026-11-20', reported_at: '2026-11-20T09:00:00.000+03:00',
    updated_at: '2026-11-21T09:00:00.000+03:00', due: { kind: 'decision', by: '2026-12-04', working_days: 10, overdue: false }, net_fils: null, cheque_ready_on: null,
    customer: { name: 'Omar Khaled Saleh Haddad', mobile: '0790000001' },
    version: 3, occurred_time: '14:30', location: { lat: 31.95, lng: 35.91, address: 'Sports City roundabout, Amman' },
    description: 'Hit from behind at the lights.',
    details: {
      line: 'motor', has_police_report: true, police_report_number: '2026/1234', other_party: true, other_kind: 'car', other_plate: '17-4567', other_property: '', other_insurer: 'Jordan Insurance',
      other_driver_name: 'Sami Nabil Odeh', other_driver_phone: '0791234567', injuries: false, drivable: true, driver: 'insured', driver_name: '', driver_licence: '',
    },
    photos: [{ id: '6f1c1f5e-0000-4000-8000-000000000001', name: 'front.jpg', type: 'image/jpeg', slot: 'front_left' }],
    documents: [{ id: '6f1c1f5e-0000-4000-8000-000000000002', name: 'licence.pdf', type: 'application/pdf', key: 'driving_licence' }],
    requests: [], appointment: null,
    assessment: { assessor: 'Rami Adel Nasser', assessed_fils: 1_250_500, note: '', at: '2026-11-21T10:00:00.000+03:00' },
    decision: null, pay_by: null, settlement: null,
    timeline: [{ kind: 'reported', at: '2026-11-20T09:00:00.000+03:00', by: { role: 'customer', name: 'Omar Khaled Saleh Haddad' }, note: null, amount_fils: null, reference: null, file: null }],
    customer_actions: [], desk_actions: ['request_documents', 'approve', 'refuse'],
    ...change,
  };
}
