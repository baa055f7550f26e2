import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { SessionUser } from '@/lib/access/gate-user';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * A body, query or response schema: zod classic, or zod/mini for the rules of the pages that must
 * stay light (sign-in, cheque lookup), whose forms would otherwise ship classic zod to the browser.
 */
export type Schema = z.ZodType | ZodMiniType;

/**
 * One documented endpoint of spec §7: its method, its path with `{param}` placeholders (spelled as
 * the API spells it), and the zod schemas of its body, query and response.
 */
export interface Endpoint<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
> {
  method: M;
  path: P;
  /** false only for POST /session, which is sent without an Authorization header. */
  auth: boolean;
  body: B;
  query: Q;
  response: R;
  /** Reads the session user from a response that carries one, so the BFF can refresh the gating fields (and the user's id). */
  userOf?(response: z.output<R>): SessionUser | undefined;
  /** The largest body accepted; DEFAULT_MAX_BODY_BYTES unless the endpoint carries files. */
  maxBodyBytes?: number;
  /**
   * The body is a file's raw bytes, not JSON: it streams through the BFF (app/api/uploads) to the
   * handler, which reads it itself (HandlerContext.request) within maxBodyBytes.
   */
  binary?: boolean;
  /** A binary body's content types: the BFF refuses any other with 415 before reading a byte. */
  fileTypes?: readonly string[];
}

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export function endpoint<
  M extends HttpMethod,
  P extends string,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(def: {
  method: M;
  path: P;
  auth?: boolean;
  body?: B;
  query?: Q;
  response: R;
  userOf?: (response: z.output<R>) => SessionUser | undefined;
  maxBodyBytes?: number;
  binary?: boolean;
  fileTypes?: readonly string[];
}): Endpoint<B, Q, R, M, P> {
  return { auth: true, ...def, body: def.body as B, query: def.query as Q };
}

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** What a call needs: the path parameters, the body and the query the endpoint declares. */
export type CallInput<E extends Endpoint> =
  (E['body'] extends Schema ? { body: z.input<E['body']> } : { body?: undefined }) &
  (E['query'] extends Schema ? { query: z.input<E['query']> } : { query?: undefined }) & {
    params?: Record<string, string | number>;
  };

export type CallOutput<E extends Endpoint> = z.output<E['response']>;
export type { ParamNames };

/** Fills `{name}` placeholders, each value URL-encoded; a missing one is an error of ours. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Matches a concrete path against a template; returns the decoded parameters or null.
 * Placeholders match one non-empty segment.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .replace(/\/+$/, '')
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}/?$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
  } catch {
    return null;
  }
  return params;
}
