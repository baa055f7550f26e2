import { z } from 'zod';
import { chequeLookupSchema } from './cheque';
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

  it('keeps a message key of any section, such as the cheque form\'s own', () => {
    const result = chequeLookupSchema.safeParse({ cheque_id: '12ab' });
    expect(result.success).toBe(false);
    expect(firstMessages(result.error!.issues)).toEqual({ cheque_id: 'cheques.idFormat' });
  });

  it("turns zod's own English text into the translated validation.invalid", () => {
    const result = z.object({ n: z.number() }).safeParse({ n: 'x' });
    expect(result.success).toBe(false);
    expect(firstMessages(result.error!.issues)).toEqual({ n: 'validation.invalid' });
  });
});
