import { isRecordId } from './record-id';

test.each([
  ['1', true], ['42', true], ['9999999999', true],
  ['0', false], ['007', false], ['12345678901', false], ['abc', false], ['1.5', false], ['-1', false],
  ['1\u0000', false], ['', false], [undefined, false], [['1'], false], [1, false],
])('%p is a record id: %p', (value, expected) => {
  expect(isRecordId(value)).toBe(expected);
});
