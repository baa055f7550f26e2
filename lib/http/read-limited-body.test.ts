/** @jest-environment node */
import { chunkedBody, MB, streamedInit } from '@/tests/unit/streams';
import { BodyError, isJsonContentType, limitedBodyStream, readLimitedJson, readLimitedJsonText, readLimitedText } from './read-limited-body';

const post = (body: BodyInit | ReadableStream<Uint8Array> | undefined, headers: Record<string, string> = {}) =>
  new Request('http://portal.test/x', body instanceof ReadableStream
    ? streamedInit({ method: 'POST', headers, body })
    : { method: 'POST', headers, body });

async function refusal(promise: Promise<unknown>): Promise<BodyError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BodyError) return error;
    throw error;
  }
  throw new Error('expected a BodyError');
}

describe('readLimitedText', () => {
  it('reads a body within the limit, chunked or not', async () => {
    expect(await readLimitedText(post('{"a":1}'), 100)).toBe('{"a":1}');
    const { stream } = chunkedBody(1000, 100);
    expect(await readLimitedText(post(stream), 1000)).toHaveLength(1000);
    expect(await readLimitedText(new Request('http://portal.test/x'), 10)).toBe('');
  });

  it('refuses a declared length past the limit without reading', async () => {
    const error = await refusal(readLimitedText(post('x'.repeat(101)), 100));
    expect([error.status, error.code]).toEqual([413, 'payload_too_large']);
  });

  it('stops a chunked body as soon as it passes the limit and cancels the stream', async () => {
    const { stream, counter } = chunkedBody(200 * MB);
    const error = await refusal(readLimitedText(post(stream), 64 * 1024));
    expect(error.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(256 * 1024);
    expect(counter.cancelled).toBe(true);
  });

  it('refuses bytes that are not UTF-8 with 400', async () => {
    const error = await refusal(readLimitedText(post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 100));
    expect([error.status, error.code]).toEqual([400, 'invalid_encoding']);
  });
});

describe('readLimitedJsonText', () => {
  it('takes JSON types, with parameters', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON', 'application/merge-patch+json']) {
      expect(isJsonContentType(type)).toBe(true);
    }
    for (const type of [null, '', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      expect(isJsonContentType(type)).toBe(false);
    }
  });

  it('refuses another content type with 415 before reading', async () => {
    const { stream, counter } = chunkedBody(10 * MB);
    const error = await refusal(readLimitedJsonText(post(stream, { 'content-type': 'text/plain' }), 64 * 1024));
    expect([error.status, error.code]).toEqual([415, 'unsupported_media_type']);
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024);
  });

  it('refuses a non-empty body without a content type, takes an empty one', async () => {
    expect((await refusal(readLimitedJsonText(post(new TextEncoder().encode('{"a":1}')), 100))).status).toBe(415);
    expect(await readLimitedJsonText(post(undefined), 100)).toBe('');
    expect(await readLimitedJsonText(post(new Uint8Array(0)), 100)).toBe('');
    expect(await readLimitedJsonText(post('{"a":1}', { 'content-type': 'application/json' }), 100)).toBe('{"a":1}');
  });
});

describe('readLimitedJson', () => {
  it('parses JSON, takes an empty body as none, refuses what is not JSON with 400', async () => {
    const json = { 'content-type': 'application/json' };
    expect(await readLimitedJson(post('{"template":"demo"}', json), 100)).toEqual({ template: 'demo' });
    expect(await readLimitedJson(post(undefined), 100)).toBeUndefined();
    const error = await refusal(readLimitedJson(post('{"template": ', json), 100));
    expect([error.status, error.code]).toEqual([400, 'invalid_json']);
    expect((await refusal(readLimitedJson(post('{}', { 'content-type': 'text/plain' }), 100))).status).toBe(415);
  });
});

describe('limitedBodyStream', () => {
  it('passes a file on as it comes and fails past the limit, having pulled one chunk more', async () => {
    const { stream, counter } = chunkedBody(300 * MB);
    const file = limitedBodyStream(post(stream), 256 * 1024)!;
    const reader = file.stream.getReader();
    let passed = 0;
    const error = await (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return null;
          passed += value.byteLength;
        }
      } catch (e) {
        return e as BodyError;
      }
    })();
    expect([error?.status, error?.code]).toEqual([413, 'payload_too_large']);
    expect(file.exceeded()).toBe(true);
    expect(passed).toBe(256 * 1024);
    expect(counter.pulled).toBeLessThanOrEqual(256 * 1024 + 2 * 64 * 1024);
  });

  it('passes a body within the limit whole, and has nothing for a request without one', async () => {
    const file = limitedBodyStream(post(new Uint8Array(1000).fill(7)), 1000)!;
    expect(Buffer.from(await new Response(file.stream).arrayBuffer())).toEqual(Buffer.alloc(1000, 7));
    expect(file.exceeded()).toBe(false);
    expect(limitedBodyStream(new Request('http://portal.test/x'), 1000)).toBeNull();
  });
});

describe('a refused file dropped mid-read', () => {
  it('leaves no uncaught error behind, however Node made the body from the socket', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // Node's fetch makes a request's body from the socket's async iterator, as Next does for each request.
      let closed = () => {};
      const socketClosed = new Promise<void>((resolve) => { closed = resolve; });
      async function* socket() {
        try {
          yield new TextEncoder().encode('not a photo at all');
        } finally {
          closed();
        }
      }
      // Node's Request takes an async iterable body, which the DOM's BodyInit type does not name.
      const init = { method: 'POST', body: socket(), duplex: 'half' } as unknown as RequestInit;
      const request = new Request('http://portal.test/api/uploads', init);
      const reader = limitedBodyStream(request, 1024)!.stream.getReader();
      expect((await reader.read()).value).toHaveLength(18);
      await reader.cancel();
      // The cancel reaches the socket's iterator, which closes; an error its closing threw would be out by the next turn.
      await socketClosed;
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
  });
});
