import { fillPath, type CallInput, type CallOutput, type Endpoint } from './define';
import { ApiError, normaliseError } from './errors';

/** Sends a web Request somewhere: the upstream API, the embedded backend, or the BFF. */
export type Send = (request: Request) => Promise<Response>;

export interface CallContext {
  send: Send;
  /** The origin and prefix the endpoint paths hang from. */
  baseUrl: string;
  lang: string;
  token?: string;
}

export function buildRequest<E extends Endpoint>(ctx: CallContext, ep: E, input: CallInput<E>): Request {
  const url = new URL(ctx.baseUrl + fillPath(ep.path, input.params));
  if (input.query) {
    for (const [k, v] of Object.entries(input.query as Record<string, unknown>)) {
      if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    }
  }
  const headers = new Headers({ accept: 'application/json', 'accept-language': ctx.lang });
  if (ep.auth && ctx.token) headers.set('authorization', `Bearer ${ctx.token}`);
  let body: string | undefined;
  if (input.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(input.body);
  }
  return new Request(url, { method: ep.method, headers, body });
}

export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls one endpoint and returns its parsed response, or throws an ApiError. */
export async function call<E extends Endpoint>(ctx: CallContext, ep: E, input: CallInput<E>): Promise<CallOutput<E>> {
  let res: Response;
  try {
    res = await ctx.send(buildRequest(ctx, ep, input));
  } catch (cause) {
    throw new ApiError(503, 'network_error', cause instanceof Error ? cause.message : 'Network error');
  }
  const body = await readBody(res);
  if (!res.ok) throw normaliseError(res.status, body);
  const parsed = ep.response.safeParse(body);
  if (!parsed.success) throw new ApiError(502, 'bad_response', `Unexpected response from ${ep.method} ${ep.path}`);
  return parsed.data as CallOutput<E>;
}
