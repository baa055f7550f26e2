import type { z } from 'zod';
import type { Endpoint, Schema } from '@/lib/api/define';
import type { Db } from './db/client';
import type { sessions, users } from './db/schema';
import type { Locale } from '@/lib/config/business';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

type Out<T> = T extends Schema ? z.output<T> : undefined;

/** What a handler of the embedded backend gets: the parsed request and who sent it. */
export interface HandlerContext<E extends Endpoint = Endpoint> {
  db: Db;
  now: Date;
  lang: Locale;
  /** The client address the portal forwarded, for rate limits. */
  address: string;
  /** The browser's KNOWN_DEVICE token the portal forwarded, if it has one (accounts/auth/known-device.ts). */
  knownDevice: string | null;
  token: string | null;
  session: SessionRow | null;
  user: UserRow | null;
  params: Record<string, string>;
  body: Out<E['body']>;
  query: Out<E['query']>;
  /** The request itself, for binary endpoints (uploads) whose handler streams the body. */
  request?: Request;
}

/** A handler answers the response body (sent as 200 JSON) or throws an HttpError. */
export type Handler<E extends Endpoint = Endpoint> = (ctx: HandlerContext<E>) => Promise<z.input<E['response']>>;
