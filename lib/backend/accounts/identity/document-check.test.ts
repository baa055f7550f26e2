/** @jest-environment node */
import { verificationStatus } from './document-check';

describe('embedded verification decision', () => {
  it.each([
    ['2000120000', 'refer'], ['2000129999', 'rejected'], ['2000123456', 'complete'], ['P12340000', 'refer'],
  ])('%s → %s', (id, status) => expect(verificationStatus(id)).toBe(status));
});
