import { deskApproval } from '@/lib/validation/claim';
import { jodText, liveNet } from './net';

const body = (gross: string, excess: string, deductions: string[]) => ({
  version: 1, gross, excess, deductions: deductions.map((amount) => ({ reason: 'Old tyres', amount })), note: '',
});

it('takes the excess and every deduction off the loss, to the fils, as the schema reads them', () => {
  expect(liveNet({ gross: '1,250.500', excess: '100', deductions: [{ amount: '٥٠٫٢٥' }, { amount: '0.25' }] })).toBe(1_100_000);
  expect(liveNet({ gross: '1000', excess: '', deductions: [] })).toBe(1_000_000);
  expect(liveNet({})).toBe(0);
});

it('is unknown while an amount is not one the schema takes', () => {
  expect(liveNet({ gross: '12abc', excess: '0' })).toBeNull();
  expect(liveNet({ gross: '10.0005', excess: '0' })).toBeNull();
  expect(liveNet({ gross: '100', excess: '0', deductions: [{ amount: '2,00' }] })).toBeNull();
});

it('agrees with the schema’s check: above zero passes, zero or less is refused on the loss', () => {
  for (const [gross, excess, ds] of [['500', '100', ['399.999']], ['500', '100', ['400']], ['500', '600', []]] as const) {
    const net = liveNet({ gross, excess, deductions: ds.map((amount) => ({ amount })) })!;
    const parsed = deskApproval.safeParse(body(gross, excess, [...ds]));
    expect(parsed.success).toBe(net > 0);
    if (!parsed.success) expect(parsed.error.issues[0]).toMatchObject({ path: ['gross'], message: 'claims.validation.netAmount' });
  }
});

it('writes fils back as the desk would type them', () => {
  expect(jodText(1_250_500)).toBe('1250.5');
  expect(jodText(3_000_000)).toBe('3000');
});
