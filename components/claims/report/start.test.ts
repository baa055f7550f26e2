import type { Appointment } from '@/lib/api/endpoints/bookings';
import type { Policy } from '@/lib/api/endpoints/policies';
import { ApiError } from '@/lib/api/errors';
import { duplicateOf } from './DuplicateWarning';
import { reportStart } from './start';

const today = '2026-12-01';
const contract = (id: number, line: Policy['line'], expiry = '2027-06-01', effective = '2026-06-01') =>
  ({ id, line, effective_date: effective, expiry }) as Policy;
const appointment = (over: Partial<Appointment> = {}) => ({
  id: 40, reference: 'LB-000040', policy_id: 1, date: '2026-11-30', status: 'confirmed', location: { lat: 31.95, lng: 35.91, address: 'Abdali Boulevard, Amman' }, ...over,
}) as Appointment;

describe('where a report starts', () => {
  const mine = [contract(1, 'motor'), contract(2, 'travel'), contract(3, 'home', '2026-11-01'), contract(4, 'medical', '2027-06-01', '2026-12-02')];

  it('takes a contract the link names when it is the customer’s and in force, of any line', () => {
    expect(reportStart(mine, '2', null, today)).toEqual({ policyId: 2, line: 'travel', refused: false, appointment: null });
  });

  it('refuses a contract ended, not started, or someone else’s: the customer chooses, told why', () => {
    for (const asked of ['3', '4', '99', 'x']) expect(reportStart(mine, asked, null, today)).toMatchObject({ policyId: null, refused: true });
    expect(reportStart(mine, undefined, null, today)).toEqual({ policyId: null, line: null, refused: false, appointment: null });
  });

  it('starts with the only contract in force', () => {
    expect(reportStart([contract(1, 'motor'), contract(3, 'home', '2026-11-01')], undefined, null, today)).toMatchObject({ policyId: 1, line: 'motor' });
  });

  it('from the car’s appointment: its place, and its day once it has come', () => {
    expect(reportStart(mine, '1', appointment(), today).appointment).toEqual({
      id: 40, reference: 'LB-000040', date: '2026-11-30', location: { lat: 31.95, lng: 35.91, address: 'Abdali Boulevard, Amman' },
    });
    expect(reportStart(mine, '1', appointment({ date: '2026-12-05' }), today).appointment).toMatchObject({ date: null });
  });

  it('not from an appointment of another contract, or cancelled', () => {
    expect(reportStart(mine, '1', appointment({ policy_id: 9 }), today).appointment).toBeNull();
    expect(reportStart(mine, '1', appointment({ status: 'cancelled' }), today).appointment).toBeNull();
    expect(reportStart(mine, '2', appointment({ policy_id: 2 }), today).appointment).toBeNull();
  });
});

describe('the duplicate answer', () => {
  it('names the open claim as the 409 gives it', () => {
    const named = new ApiError(409, 'claim_duplicate', 'Duplicate', undefined, { claim: { id: 42, reference: 'CL-000042', state: 'reported' } });
    expect(duplicateOf(named)).toEqual({ id: 42, reference: 'CL-000042' });
    expect(duplicateOf(new ApiError(409, 'claim_duplicate', 'Duplicate', undefined, { claim_id: 42, reference: 'CL-000042' }))).toEqual({ id: 42, reference: 'CL-000042' });
    expect(duplicateOf(new ApiError(409, 'claim_duplicate', 'Duplicate'))).toEqual({ id: null, reference: null });
  });

  it('is not any other refusal', () => {
    expect(duplicateOf(new ApiError(409, 'cover_overlap', 'x'))).toBeNull();
    expect(duplicateOf(new Error('x'))).toBeNull();
  });
});
