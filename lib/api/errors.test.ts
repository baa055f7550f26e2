import { ApiError, normaliseError } from './errors';

describe('normaliseError (spec §8)', () => {
  it('reads code and message from the body', () => {
    const e = normaliseError(400, { code: 'validation_error', message: 'Bad input', fields: { email: 'validation.email', n: 1 } });
    expect(e).toBeInstanceOf(ApiError);
    expect(e.toJSON()).toEqual({ code: 'validation_error', message: 'Bad input', fields: { email: 'validation.email' } });
    expect(e.status).toBe(400);
    expect(normaliseError(429, { code: 'otp_limit', message: 'Wait', retry_after_s: 60 }).details).toEqual({ retry_after_s: 60 });
  });
  it('falls back to the raw body when it has no code and message', () => {
    expect(normaliseError(502, 'Bad Gateway').toJSON()).toEqual({ code: 'http_502', message: 'Bad Gateway' });
    expect(normaliseError(500, { error: 'x' }).message).toBe('{"error":"x"}');
    expect(normaliseError(503, '').message).toBe('HTTP 503');
  });
  it('does not take non-string fields for code or message', () => {
    expect(normaliseError(418, { code: 7, message: 'teapot' }).code).toBe('http_418');
  });
});
