/**
 * Reading a request body under a size limit: the only way any route or request handler reads one
 * (read-limited-body.routes.test.ts checks every route file and request handler for any other).
 * `request.json()` or `.text()` reads the whole body before anyone can look at its size, so a chunked
 * upload (no Content-Length) of hundreds of megabytes would sit in memory first, and a few hundred
 * end the process: here the stream is read chunk by chunk and cancelled as soon as the limit is
 * passed, or, for a file, passed on chunk by chunk and failed past the limit.
 */

/** A body refused before it was used: 400, 413 or 415 with the `{code, message}` of spec §8. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: 'payload_too_large' | 'unsupported_media_type' | 'invalid_encoding' | 'invalid_json' | 'file_empty',
    message: string,
  ) {
    super(message);
  }
}

export const tooLarge = () => new BodyError(413, 'payload_too_large', 'The request body is too large');

/** The declared length, or null when absent or not a number (chunked bodies have none). */
function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/** Drops a body that will not be read, so the sender's stream is released. */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed) await request.body.cancel().catch(() => undefined);
}

/**
 * The body's bytes, at most `maxBytes`. Throws BodyError 413 as soon as the declared length or the
 * bytes received pass the limit (the rest is never read). For a signature over the raw body.
 */
export async function readLimitedBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = declaredLength(request);
  if (declared !== null && declared > maxBytes) {
    await discardBody(request);
    throw tooLarge();
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, at most `maxBytes` bytes: 413 past the limit, 400 on bytes that are not UTF-8. */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readLimitedBytes(request, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BodyError(400, 'invalid_encoding', 'The request body is not UTF-8 text');
  }
}

/** `application/json` or a `+json` type, with or without parameters such as charset. */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * A JSON endpoint's body as text: refused with 415 when it declares another content type (before
 * reading), or when it is not empty and declares none; 413 past the limit.
 */
export async function readLimitedJsonText(request: Request, maxBytes: number): Promise<string> {
  const type = request.headers.get('content-type');
  if (type !== null && type.trim() !== '' && !isJsonContentType(type)) {
    await discardBody(request);
    throw new BodyError(415, 'unsupported_media_type', 'The request body must be JSON (application/json)');
  }
  const text = await readLimitedText(request, maxBytes);
  if (text.trim() && !isJsonContentType(type)) {
    throw new BodyError(415, 'unsupported_media_type', 'The request body must be JSON (application/json)');
  }
  return text;
}

/**
 * A JSON endpoint's body, parsed: undefined when empty; 415, 413 and 400 (`invalid_encoding`,
 * `invalid_json`) as BodyErrors, answered `{code, message}` by the caller.
 */
export async function readLimitedJson(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readLimitedJsonText(request, maxBytes);
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError(400, 'invalid_json', 'The request body is not valid JSON');
  }
}

/** A BodyError as the `{code, message}` answer every route gives it. */
export function bodyErrorResponse(error: BodyError): Response {
  return Response.json({ code: error.code, message: error.message }, { status: error.status, headers: { 'cache-control': 'no-store' } });
}

/**
 * A file's body passed on as it streams, never held whole: the stream fails with a 413 BodyError
 * once more than `maxBytes` have come through, and `exceeded()` says whether that is why it failed
 * (the reader may only see its own error). Null when the request has no body.
 *
 * It reads the request only when its own reader asks (no pipe reading ahead), so the request's body
 * is never cancelled while a read of it is under way: Node's fetch (undici 6) closes a request body
 * it made from the socket in a microtask after such a cancel, and that close throws out of the
 * process ("ReadableStream is already closed") when a refused upload is dropped mid-read.
 */
export function limitedBodyStream(request: Request, maxBytes: number): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } | null {
  if (!request.body) return null;
  const source = request.body.getReader();
  let bytes = 0;
  let exceeded = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        exceeded = true;
        controller.error(tooLarge());
        await source.cancel().catch(() => undefined);
        return;
      }
      controller.enqueue(value);
    },
    cancel: (reason) => source.cancel(reason).catch(() => undefined),
  }, { highWaterMark: 0 });
  return { stream, exceeded: () => exceeded };
}
