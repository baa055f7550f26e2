import type { Claim } from '@/lib/api/endpoints/claims';
import { claimPrefill, claimStart } from './from-claim';

const place = { lat: 31.95, lng: 35.91, address: 'Mecca Street, Amman' };
// Only what the booking reads of a claim; the rest of its shape does not matter here.
const car = (drivable: boolean, over: Partial<Claim> = {}) => ({
  id: 42, reference: 'CL-000042', policy_id: 7, line: 'motor', location: place,
  description: 'Hit from behind at the traffic light on Mecca Street.',
  details: { line: 'motor', drivable },
  ...over,
}) as unknown as Claim;

describe('an assessor booked from a car claim', () => {
  it('is not asked again whether the car moves, where, or what happened, when the car drives and the place is served', () => {
    const start = claimStart(car(true), true)!;
    expect(start).toEqual({
      id: 42, reference: 'CL-000042', policyId: 7, canMove: true, location: place, approved: true,
      note: 'Hit from behind at the traffic light on Mecca Street.',
    });
    expect(claimPrefill(start)).toEqual({
      values: { can_move: true, towing: false, location: { ...place, approved: true, source: 'typed' }, note: 'Hit from behind at the traffic light on Mecca Street.' },
      done: ['movement', 'location'],
    });
  });

  it('still asks about towing for a car that cannot move, and the place when it is outside the service areas', () => {
    const { values, done } = claimPrefill(claimStart(car(false), false)!);
    expect(values).toEqual({ can_move: false, location: { ...place, approved: false, source: 'typed' }, note: 'Hit from behind at the traffic light on Mecca Street.' });
    expect(done).toEqual([]);
  });

  it('cuts a long account at a word to the note\'s 500 characters', () => {
    const long = `${'word '.repeat(120)}end`;
    const { note } = claimStart(car(true, { description: long }), true)!;
    expect(note).toBe(`${'word '.repeat(99)}word…`);
    expect(note.length).toBeLessThanOrEqual(500);
  });

  it('gives nothing for a claim that is not a car\'s', () => {
    expect(claimStart(car(true, { line: 'travel', details: { line: 'travel' } as Claim['details'] }), true)).toBeNull();
  });
});
