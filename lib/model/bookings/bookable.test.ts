import type { Policy } from '@/lib/model/contracts/policy';
import { startingContract } from './bookable';

const car = (id: number, over: Partial<Policy> = {}) => ({ id, line: 'motor', effective_date: '2026-01-01', expiry: '2026-12-31', ...over }) as Policy;
const today = '2026-06-01';

describe('startingContract: where the Lababak booking starts', () => {
  it('takes the linked contract when it is the customer\'s car contract in force', () => {
    expect(startingContract([car(1), car(2)], '2', today)).toEqual({ contractId: 2, only: false, refused: false });
  });
  it('refuses a linked contract that is someone else\'s, expired or not a car, and asks', () => {
    const mine = [car(1), car(2), car(3, { expiry: '2026-05-01' }), car(4, { line: 'travel' })];
    for (const asked of ['9', '3', '4', 'abc']) expect(startingContract(mine, asked, today)).toEqual({ contractId: null, only: false, refused: true });
  });
  it('starts with the only car contract in force, without a choice', () => {
    expect(startingContract([car(1), car(3, { expiry: '2026-05-01' })], undefined, today)).toEqual({ contractId: 1, only: true, refused: false });
    expect(startingContract([car(1), car(2)], undefined, today)).toEqual({ contractId: null, only: false, refused: false });
    expect(startingContract([car(1)], '9', today)).toEqual({ contractId: null, only: false, refused: true });
  });
});
