import { chequePath } from './cheque-path';

it('keeps what was typed in the path, the phone only with a cheque number', () => {
  expect(chequePath('ar', '100001', '0790000001')).toBe('/ar/cheques/100001/0790000001');
  expect(chequePath('en', ' 100002 ')).toBe('/en/cheques/100002');
  expect(chequePath('en', '', '+962790000001')).toBe('/en/cheques?phone=%2B962790000001');
  expect(chequePath('ar', '', '')).toBe('/ar/cheques');
  expect(chequePath('en', '12/3')).toBe('/en/cheques/12%2F3');
});
