/** @jest-environment node */
import { maskName, verificationUrl } from './verify-url';

describe('verificationUrl', () => {
  it('keeps the portal\'s own page and adds the token', () => {
    expect(verificationUrl('https://portal.example/ar/policy/qrCode', 'ar', 'abc_-1')).toBe('https://portal.example/ar/policy/qrCode?token=abc_-1');
    expect(verificationUrl('http://localhost:3101/en/policy/qrCode/?x=1#y', 'en', 't')).toBe('http://localhost:3101/en/policy/qrCode?token=t');
  });

  it.each([undefined, 'ftp://portal.example/en/policy/qrCode', 'https://evil.example/', 'https://a:b@portal.example/en/policy/qrCode', 'not a url'])(
    'falls back to the relative page for %j', (url) => {
      expect(verificationUrl(url, 'en', 't')).toBe('/en/policy/qrCode?token=t');
    },
  );
});

describe('maskName', () => {
  it('shows only the first letter of each word', () => {
    expect(maskName('Omar Khaled Saleh Haddad')).toBe('O*** K*** S*** H***');
    expect(maskName('  عمر   خالد ')).toBe('ع*** خ***');
    expect(maskName('')).toBe('');
  });
});
