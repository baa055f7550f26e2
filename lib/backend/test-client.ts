import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { streamedInit } from '@/tests/unit/streams';
import type { Db } from './db/client';
import { route, type SessionMemo } from './router';

// Tests read answers field by field, deep into nested objects and arrays; `any` spares them a cast at each step.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
/** An answer of the backend: its status and its body, parsed as JSON (the text itself if it is not JSON). */
export type Answer = { status: number; body: Json };

export type CallOptions = {
  token?: string | null;
  /** A string, bytes or a stream are sent as they are (malformed JSON, uploads, chunked bodies); anything else as JSON. */
  body?: unknown;
  /** Sent as accept-language. */
  lang?: string;
  /** The client's address, as the BFF tells it to the backend. */
  address?: string;
  /** Added last, over the ones above; a header set to undefined is left out (a body without a content type). */
  headers?: Record<string, string | undefined>;
  /** The session look-ups shared by one render (see route). */
  sessions?: SessionMemo;
};

const sentAsIs = (body: unknown): body is BodyInit => typeof body === 'string' || ArrayBuffer.isView(body) || body instanceof ReadableStream;

function tokenOf({ status, body }: Answer, what: string): string {
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
  return body.auth_token;
}

/**
 * For backend tests: calls to the embedded backend's router in-process, as the BFF makes them, and
 * the sessions they need. `db` is a getter because the tests open their database in beforeAll;
 * `clock` gives the instant each call is served at (a fixed one for a test of the dates answered).
 */
export function backendClient(db: () => Db, clock: () => Date = () => new Date()) {
  async function call(method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
    const given: Record<string, string | undefined> = {
      'content-type': opts.body === undefined ? undefined : 'application/json',
      authorization: opts.token ? `Bearer ${opts.token}` : undefined,
      'accept-language': opts.lang,
      [CLIENT_ADDRESS_HEADER]: opts.address,
      ...opts.headers,
    };
    const headers = Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const body = opts.body === undefined || sentAsIs(opts.body) ? opts.body : JSON.stringify(opts.body);
    const init = body instanceof ReadableStream ? streamedInit({ method, headers, body }) : { method, headers, body };
    const res = await route(db(), new Request(`http://backend${path}`, init), opts.sessions, clock());
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: text };
    }
  }

  /** A fresh anonymous session's token. */
  const newSession = async (deviceId: string = crypto.randomUUID()) =>
    tokenOf(await call('POST', '/session', { body: { device_id: deviceId } }), 'Starting a session');

  /** Signs a seeded user in on a fresh session; the token answered (signing in rotates it). */
  const signIn = async (email: string, password = 'Demo1234', address?: string) =>
    tokenOf(await call('POST', '/user/login', { token: await newSession(), body: { login: email, password }, address }), `Signing in ${email}`);

  const get = (path: string, token?: string | null, lang?: string) => call('GET', path, { token, lang });

  return { call, get, newSession, signIn };
}
