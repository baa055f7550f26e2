import type { Carry } from '@/components/pricing/carry';
import type { CarData } from './flow';

/**
 * A car price held for the session (seen before sign-up or sign-in) starts the purchase: the car
 * step done, and the price step too when the held price priced this cover (price_shown, added by
 * useHeldAnswers); a referred car opens on the price step, which shows why.
 */
export const carCarry: Carry<'car', CarData> = {
  line: 'car',
  draft: (answers) => ({ data: { answers }, done: ['car', 'price'] }),
  signature: (d) => JSON.stringify(d.answers ?? null),
};
