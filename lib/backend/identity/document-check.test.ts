/** @jest-environment node */
import { checkDocument, verificationStatus } from './document-check';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');

describe('identity document checks', () => {
  it('accepts a file whose first bytes match its type', () => {
    expect(checkDocument('image/png', png)).toHaveProperty('bytes');
    expect(checkDocument('application/pdf', Buffer.from('%PDF-1.4 x').toString('base64'))).toHaveProperty('bytes');
    expect(checkDocument('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64'))).toHaveProperty('bytes');
  });
  it('refuses a file that is not what it claims, empty, oversized or not base64', () => {
    expect(checkDocument('image/jpeg', png)).toEqual({ problem: 'validation.documentType' });
    expect(checkDocument('image/png', '')).toEqual({ problem: 'validation.documentEmpty' });
    expect(checkDocument('image/png', 'not base64!')).toEqual({ problem: 'validation.documentType' });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(checkDocument('image/png', big.toString('base64'))).toEqual({ problem: 'validation.documentSize' });
  });
});

describe('embedded verification decision', () => {
  it.each([
    ['2000120000', 'refer'], ['2000129999', 'rejected'], ['2000123456', 'complete'], ['P12340000', 'refer'],
  ])('%s → %s', (id, status) => expect(verificationStatus(id)).toBe(status));
});
