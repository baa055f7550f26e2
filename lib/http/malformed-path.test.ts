/** @jest-environment node */
import { malformedPathTarget, MALFORMED_PATH } from './malformed-path.mjs';

test('a path that decodes is served as it is, query and Arabic words included', () => {
  for (const url of ['/', '/en', '/ar/cheques/12?phone=%2B962', '/api/offers', '/en/%D8%B9%D8%B1%D8%A8%D9%8A', '/en/a%20b']) {
    expect(malformedPathTarget(url)).toBeNull();
  }
});

test('a path that does not decode goes to the not-found page of its language, or the API 404', () => {
  expect(malformedPathTarget('/en/%ff')).toBe(`/en/${MALFORMED_PATH}`);
  expect(malformedPathTarget('/AR/cheques/%E0%A4%A')).toBe(`/ar/${MALFORMED_PATH}`);
  expect(malformedPathTarget('/%ff?x=1')).toBe(`/en/${MALFORMED_PATH}`);
  expect(malformedPathTarget('/_next/%ff')).toBe(`/en/${MALFORMED_PATH}`);
  expect(malformedPathTarget('/en/a%')).toBe(`/en/${MALFORMED_PATH}`);
  expect(malformedPathTarget('/api/user/polices/%C0%AF/1/export')).toBe(`/api/${MALFORMED_PATH}`);
  // Overlong forms and surrogates are not UTF-8.
  expect(malformedPathTarget('/en/%ED%A0%80')).toBe(`/en/${MALFORMED_PATH}`);
});
