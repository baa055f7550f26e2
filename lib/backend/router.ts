import { DEFAULT_MAX_BODY_BYTES, type Endpoint, type Schema } from '@/lib/api/define';
import { CLIENT_ADDRESS_HEADER, KNOWN_DEVICE_HEADER, UNKNOWN_ADDRESS } from '@/lib/api/client-address';
import { endpoints, findEndpoint, type EndpointName, type Endpoints } from '@/lib/api/endpoints';
import { accessRefusal, extendAnonymousSession, findSession } from './accounts';
import type { Handler, HandlerContext } from './context';
import type { Db } from './db/client';
import { handlers } from './handlers';
import { BodyError, readLimitedJson } from '@/lib/http/read-limited-body';
import { errorResponse, HttpError, json } from './http';
import { containsUnstorableText, rejectUnstorableText } from './text-guard';
import { cleanUpWhenDue } from './maintenance';
import { requestLanguage } from '@/lib/i18n/accept-language';
import { firstMessages } from '@/lib/validation/issues';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';
import { log } from '@/lib/log';

function parseWith(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'validation_error', 'Some fields are not valid', { fields: firstMessages(result.error.issues) });
  }
  return result.data;
}

type Parsed<E extends Endpoint> = Pick<HandlerContext<E>, 'body' | 'query'>;

/**
 * The body and the query as the endpoint's own schemas parse them: the body first, so its messages
 * come before the query's. The dispatch's one widening: the values are by construction what those
 * schemas output, but tsc cannot follow a generic endpoint's schemas into HandlerContext's types
 * (conditional on whether the endpoint has a schema), so they are given those types here.
 */
function parseRequest<E extends Endpoint>(endpoint: E, raw: { body: unknown; query: unknown }, binary: boolean): Parsed<E> {
  const parsed = { body: binary ? undefined : parseWith(endpoint.body, raw.body), query: parseWith(endpoint.query, raw.query) };
  return parsed as Parsed<E>;
}

type FoundSession = Awaited<ReturnType<typeof findSession>>;

/**
 * Session look-ups shared by the reads of one page render (a page asks for the user, the
 * contracts, the statistics and the notifications with one token): one query instead of four.
 * Only GET calls use it; any other call may change the session or its user, so it empties the memo.
 */
export type SessionMemo = Map<string, Promise<FoundSession>>;

function lookUpSession(db: Db, token: string, now: Date, method: string, memo: SessionMemo | undefined): Promise<FoundSession> {
  if (!memo) return findSession(db, token, now);
  if (method !== 'GET') {
    memo.clear();
    return findSession(db, token, now);
  }
  let found = memo.get(token);
  if (!found) {
    found = findSession(db, token, now);
    memo.set(token, found);
    found.catch(() => memo.delete(token));
  }
  return found;
}

/**
 * The embedded backend's HTTP surface: the endpoints of spec §7 over web Request/Response, so it
 * serves the same contract in-process as the company's API does over the network. `now` is the
 * instant the call is served at (a test fixes it to check the dates an answer names).
 */
export async function route(db: Db, request: Request, sessions?: SessionMemo, now: Date = new Date()): Promise<Response> {
  try {
    const url = new URL(request.url);
    const match = findEndpoint(request.method, url.pathname);
    if (!match) return errorResponse(404, 'not_found', 'No such endpoint');
    return await serve(db, request, url, match, sessions, now);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.status, error.code, error.message, error.extra);
    if (error instanceof BodyError) return errorResponse(error.status, error.code, error.message);
    log.error({ err: error, requestId: request.headers.get(REQUEST_ID_HEADER), path: new URL(request.url).pathname }, 'backend error');
    return errorResponse(500, 'server_error', 'Something went wrong! Please try again later');
  }
}

/**
 * One endpoint's call, generic in its name so that the endpoint, the context parsed by its schemas
 * and its handler are all of that one endpoint: the handler is called as typed, without a cast.
 */
async function serve<K extends EndpointName>(
  db: Db, request: Request, url: URL, match: { name: K; params: Record<string, string> }, sessions: SessionMemo | undefined, now: Date,
): Promise<Response> {
  const endpoint = endpoints[match.name];
  const token = request.headers.get('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? null;
  let found: FoundSession = null;
  if (endpoint.auth) {
    found = token ? await lookUpSession(db, token, now, request.method, sessions) : null;
    if (!found) return errorResponse(401, 'invalid_session_id', 'The session is not valid');
    // A visitor's session lives a day after its last use (accounts/auth/sessions.ts).
    const session = await extendAnonymousSession(db, found.session, now);
    if (session !== found.session) found = { ...found, session };
  }
  const refusal = accessRefusal(match.name, found?.user ?? null);
  if (refusal) throw refusal;
  const lang = requestLanguage(request.headers);
  await cleanUpWhenDue(db, now);
  const binary = endpoint.binary === true;
  const rawBody = !binary && endpoint.body ? await readLimitedJson(request, endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) : undefined;
  const rawQuery = Object.fromEntries(url.searchParams);
  // The schemas speak first (their messages name the field), then nothing PostgreSQL cannot store goes on.
  const { body, query } = parseRequest(endpoint, { body: rawBody, query: rawQuery }, binary);
  // A path with a NUL or a lone surrogate names nothing (404); a query or body with one is bad input (400).
  if (containsUnstorableText(match.params)) return errorResponse(404, 'not_found', 'No such endpoint');
  rejectUnstorableText(rawQuery, rawBody);

  const ctx: HandlerContext<Endpoints[K]> = {
    db,
    now,
    lang,
    address: request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNKNOWN_ADDRESS,
    knownDevice: request.headers.get(KNOWN_DEVICE_HEADER),
    token,
    session: found?.session ?? null,
    user: found?.user ?? null,
    params: match.params,
    body,
    query,
    request: binary ? request : undefined,
  };
  const handler: Handler<Endpoints[K]> = handlers[match.name];
  return json(await handler(ctx));
}
