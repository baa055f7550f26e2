import { homeQuotationSchema, homeValuesForm, insuredHomeSchema } from './home';
import { firstMessages } from './issues';

const address = { property_kind: 'villa', governorate: 'amman', area: 'Dabouq', street: 'Al-Kindi Street', building: '14' };
const fieldsOf = (value: unknown) => {
  const parsed = insuredHomeSchema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('insuredHomeSchema (the address step and POST /home/quotation)', () => {
  it('takes a kind, one of the twelve governorates, area, street, building; floor and apartment optional', () => {
    expect(insuredHomeSchema.parse(address)).toEqual(address);
    expect(insuredHomeSchema.parse({ ...address, floor: ' 2 ', apartment: '5B' })).toEqual({ ...address, floor: '2', apartment: '5B' });
    // An empty optional part is left out, not stored as "".
    expect(insuredHomeSchema.parse({ ...address, floor: '', apartment: '  ' })).toEqual(address);
  });

  it('names each missing or wrong part with its message', () => {
    expect(fieldsOf({})).toEqual({
      property_kind: 'purchase.validation.propertyKind', governorate: 'purchase.validation.governorate',
      area: 'purchase.validation.area', street: 'purchase.validation.street', building: 'purchase.validation.building',
    });
    expect(fieldsOf({ ...address, governorate: 'riyadh', property_kind: 'castle' })).toEqual({
      governorate: 'purchase.validation.governorate', property_kind: 'purchase.validation.propertyKind',
    });
    expect(fieldsOf({ ...address, street: 'x'.repeat(121) })).toEqual({ street: 'validation.tooLong' });
  });

  it('refuses what would reorder or hide text on the printed contract', () => {
    expect(fieldsOf({ ...address, street: 'Main\u202E Street' })).toEqual({ street: 'validation.hiddenCharacters' });
    expect(fieldsOf({ ...address, apartment: '5\u200F' })).toEqual({ apartment: 'validation.hiddenCharacters' });
    expect(fieldsOf({ ...address, building: '\u206614', floor: '2\u061C' })).toEqual({ building: 'validation.hiddenCharacters', floor: 'validation.hiddenCharacters' });
    expect(fieldsOf({ ...address, area: 'Line\nbreak' })).toEqual({ area: 'purchase.validation.area' });
  });

  it('is required by the quotation', () => {
    const body = { home_value: 90000, possessions_value: 0, title_deed: '00000000-0000-4000-8000-000000000000' };
    expect(homeQuotationSchema.safeParse(body).success).toBe(false);
    expect(homeQuotationSchema.safeParse({ ...body, insured_home: address }).success).toBe(true);
  });
});

describe('homeValuesForm (the values step, as typed)', () => {
  const messagesOf = (value: unknown) => firstMessages(homeValuesForm.safeParse(value).error?.issues ?? []);

  it('reads separators and Arabic-Indic digits, and never changes a value', () => {
    expect(homeValuesForm.parse({ home_value: '150,000', possessions_value: '٢٠٬٠٠٠' })).toEqual({ home_value: 150000, possessions_value: 20000 });
    expect(messagesOf({ home_value: '20000.5', possessions_value: '0' })).toEqual({ home_value: 'purchase.validation.homeValueWhole' });
  });

  it('says what to enter, with the range, when empty or outside it', () => {
    expect(messagesOf({ home_value: '', possessions_value: '' })).toEqual({ home_value: 'purchase.validation.homeValue', possessions_value: 'purchase.validation.possessionsValue' });
    expect(messagesOf({ home_value: '4999', possessions_value: '500001' })).toEqual({ home_value: 'purchase.validation.homeValue', possessions_value: 'purchase.validation.possessionsValue' });
  });
});
