import { z } from 'zod';
import { firstMessages } from './issues';

describe('firstMessages', () => {
  it('keeps the first message per dotted path, and names the whole value _', () => {
    expect(firstMessages([
      { path: ['car', 'valuation'], message: 'validation.required' },
      { path: ['car', 'valuation'], message: 'validation.tooLarge' },
      { path: ['members', 0, 'name'], message: 'validation.required' },
      { path: [], message: 'validation.invalid' },
    ])).toEqual({ 'car.valuation': 'validation.required', 'members.0.name': 'validation.required', _: 'validation.invalid' });
  });

  it("turns zod's own English text into the translated validation.invalid", () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.success).toBe(false);
    expect(firstMessages(result.error!.issues)).toEqual({ n: 'validation.invalid' });
  });
});
