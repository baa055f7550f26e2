import { chequeLookupSchema } from './cheque';
import { mobileNumber } from './mobile';
import { phone } from './phone';
import { loginSchema } from './sign-in';

const firstMessage = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues[0]?.message;

const SPELLINGS = ['0791234567', '791234567', '+962 79 123 4567', '00962791234567', '00962 79 123 4567', '079-123-4567', '٠٧٩١٢٣٤٥٦٧', '۰۷۹۱۲۳۴۵۶۷'];

describe('phone fields: one reading in the form and on the server, E.164 out', () => {
  it.each(SPELLINGS)('a phone field reads %p as +962791234567', (written) => {
    expect(phone.parse(written)).toBe('+962791234567');
  });

  it('a phone field takes a landline and another country\'s number, and says what to type for anything else', () => {
    expect(phone.parse('06 461 2345')).toBe('+96264612345');
    expect(phone.parse('+966 50 123 4567')).toBe('+966501234567');
    expect(firstMessage(phone, '')).toBe('validation.phoneRequired');
    expect(firstMessage(phone, '0791234')).toBe('validation.phone');
    expect(firstMessage(phone, 'call me')).toBe('validation.phone');
  });

  it.each(SPELLINGS)('the mobile that receives a code reads %p as +962791234567', (written) => {
    expect(mobileNumber.parse(written)).toBe('+962791234567');
  });

  it('the mobile that receives a code refuses a landline, a premium-rate number and a foreign mobile, saying a mobile is needed', () => {
    expect(firstMessage(mobileNumber, '064612345')).toBe('validation.mobileNeeded');
    expect(firstMessage(mobileNumber, '091234567')).toBe('validation.mobileNeeded');
    expect(firstMessage(mobileNumber, '+966501234567')).toBe('validation.mobileNeeded');
    expect(firstMessage(mobileNumber, '0791234')).toBe('validation.phone');
    expect(firstMessage(mobileNumber, '')).toBe('validation.phoneRequired');
  });

  it.each(SPELLINGS)('sign-in reads the login %p as the account\'s number', (login) => {
    expect(loginSchema.parse({ login, password: 'x' }).login).toBe('+962791234567');
  });

  it('sign-in lowercases an e-mail, and leaves what is neither as typed', () => {
    expect(loginSchema.parse({ login: ' Demo@Portal.test ', password: 'x' }).login).toBe('demo@portal.test');
    expect(loginSchema.parse({ login: 'omar', password: 'x' }).login).toBe('omar');
  });

  it('the cheque lookup reads its phone in any spelling, and an empty one as none', () => {
    expect(chequeLookupSchema.parse({ cheque_id: '100001', phone: '00962 79 000 0001' }).phone).toBe('+962790000001');
    // Arabic-Indic digits with spaces, as an Arabic keyboard types them: read, not dropped.
    expect(chequeLookupSchema.parse({ cheque_id: '١٠٠٠٠١', phone: '٠٧٩ ٠٠٠ ٠٠٠١' })).toEqual({ cheque_id: '100001', phone: '+962790000001' });
    expect(firstMessage(chequeLookupSchema, { cheque_id: '100001', phone: '٠٧٩ ٠٠٠' })).toBe('validation.phone');
    expect(chequeLookupSchema.parse({ cheque_id: '100001', phone: '' }).phone).toBeUndefined();
    expect(chequeLookupSchema.parse({ cheque_id: '100001' }).phone).toBeUndefined();
    expect(firstMessage(chequeLookupSchema, { cheque_id: '100001', phone: '12345' })).toBe('validation.phone');
  });
});
