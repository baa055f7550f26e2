import type { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES } from '@/lib/api/define';
import { findEndpoint } from '@/lib/api/endpoints';
import { findSession } from './auth/sessions';
import type { HandlerContext } from './context';
import type { Db } from './db/client';
import { handlers } from './handlers';
import { errorResponse, HttpError, json } from './http';

/** zod issues as `{field: messageKey}`, the first issue per field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  return fields;
}

async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > maxBytes) throw new HttpError(413, 'payload_too_large', 'The request body is too large');
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new HttpError(413, 'payload_too_large', 'The request body is too large');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON');
  }
}

function parseWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'validation_error', 'Some fields are not valid', { fields: fieldErrors(result.error) });
  }
  return result.data;
}

/**
 * The embedded backend's HTTP surface: the endpoints of spec §7 over web Request/Response, so it
 * serves the same contract in-process as the company's API does over the network.
 */
export async function route(db: Db, request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    const match = findEndpoint(request.method, url.pathname);
    if (!match) return errorResponse(404, 'not_found', 'No such endpoint');
    const handler = handlers[match.name];
    if (!handler) return errorResponse(501, 'not_implemented', `${match.endpoint.method} ${match.endpoint.path} is not implemented yet`);

    const now = new Date();
    const token = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? null;
    let found: Awaited<ReturnType<typeof findSession>> = null;
    if (match.endpoint.auth) {
      found = token ? await findSession(db, token, now) : null;
      if (!found) return errorResponse(401, 'invalid_session_id', 'The session is not valid');
    }
    const binary = match.endpoint.binary === true;
    const body = !binary && match.endpoint.body ? parseWith(match.endpoint.body, await readJson(request, match.endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) : undefined;
    const query = parseWith(match.endpoint.query, Object.fromEntries(url.searchParams));

    const ctx: HandlerContext = {
      db,
      now,
      lang: request.headers.get('accept-language')?.toLowerCase().startsWith('ar') ? 'ar' : 'en',
      address: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local',
      token,
      session: found?.session ?? null,
      user: found?.user ?? null,
      params: match.params,
      body,
      query,
      request: binary ? request : undefined,
    };
    return json(await handler(ctx));
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message, error.extra);
    console.error('[backend]', error);
    return errorResponse(500, 'server_error', 'Something went wrong! Please try again later');
  }
}
