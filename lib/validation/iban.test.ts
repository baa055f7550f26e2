import { formatIban, jordanIban, maskIban } from './iban';

const VALID = 'JO94CBJO0010000000000131000302';

describe('a Jordanian IBAN', () => {
  it('accepts a valid one however it is typed', () => {
    expect(jordanIban.parse(VALID)).toBe(VALID);
    expect(jordanIban.parse('jo94 cbjo 0010 0000 0000 0131 0003 02')).toBe(VALID);
    expect(jordanIban.parse('JO94CBJO٠٠١٠000000000131000302')).toBe(VALID);
  });
  it.each([
    ['', 'claims.validation.ibanRequired'],
    ['GB82WEST12345698765432', 'claims.validation.ibanCountry'],
    ['JO94CBJO001000000000013100030', 'claims.validation.ibanLength'],
    ['JO94CBJO0010000000000131000303', 'claims.validation.ibanCheck'],
  ])('refuses %p with %p', (value, message) => {
    const result = jordanIban.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('prints in groups of four and masks all but the last four', () => {
    expect(formatIban(VALID)).toBe('JO94 CBJO 0010 0000 0000 0131 0003 02');
    expect(maskIban(VALID)).toBe('JO•• •••• •••• 0302');
  });
});
