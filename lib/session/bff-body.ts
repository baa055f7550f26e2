import 'server-only';
import type { NextRequest } from 'next/server';
import { DEFAULT_MAX_BODY_BYTES, type Endpoint } from '@/lib/api/define';
import { UPLOAD_NAME_HEADER } from '@/lib/config/uploads';
import { BodyError, limitedBodyStream, readLimitedJsonText } from '@/lib/http/read-limited-body';

/**
 * What the BFF passes on of a request's body: JSON text read under the endpoint's limit, or a file's
 * bytes (an endpoint marked `binary`) streamed on chunk by chunk and never held whole, the stream
 * failing past the limit instead of growing.
 */
export type ForwardedBody =
  | { kind: 'none' }
  | { kind: 'json'; text: string }
  | { kind: 'file'; stream: ReadableStream<Uint8Array>; exceeded: () => boolean };

export const tooLarge = () => new BodyError(413, 'payload_too_large', 'The file is larger than the limit');

/** The body as the endpoint takes it; a BodyError (413, 400) for one it refuses. */
export async function forwardedBody(request: NextRequest, endpoint: Endpoint): Promise<ForwardedBody> {
  if (request.method === 'GET' || request.method === 'DELETE') return { kind: 'none' };
  const limit = endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  // Read while it streams, under the endpoint's limit: a chunked body has no length to check first.
  if (!endpoint.binary) return { kind: 'json', text: await readLimitedJsonText(request, limit) };
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (endpoint.fileTypes && !endpoint.fileTypes.includes(type)) throw new BodyError(415, 'unsupported_media_type', 'This type of file is not accepted');
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge();
  const file = limitedBodyStream(request, limit);
  if (!file) throw new BodyError(400, 'file_empty', 'The file is empty');
  return { kind: 'file', ...file };
}

/** The body's headers and init for the upstream request: JSON's type, or the file's type, length and name. */
export function bodyInit(body: ForwardedBody, from: Headers, to: Headers): Pick<RequestInit, 'body'> & { duplex?: 'half' } {
  if (body.kind === 'none' || (body.kind === 'json' && !body.text)) return {};
  if (body.kind === 'json') {
    to.set('content-type', 'application/json');
    return { body: body.text };
  }
  for (const name of ['content-type', 'content-length', UPLOAD_NAME_HEADER]) {
    const value = from.get(name);
    if (value) to.set(name, value);
  }
  return { body: body.stream, duplex: 'half' };
}
