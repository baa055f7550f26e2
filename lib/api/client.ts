import { call, type CallContext } from './call';
import type { CallInput, CallOutput, Endpoint } from './define';
import { endpoints, type EndpointName, type Endpoints } from './endpoints';

type Args<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** One typed function per endpoint of spec §7, e.g. `api.login({ body })`. */
export type Api = { [K in EndpointName]: (...args: Args<Endpoints[K]>) => Promise<CallOutput<Endpoints[K]>> };

export function createApi(ctx: CallContext): Api {
  const api = {} as Record<string, (input?: CallInput<Endpoint>) => Promise<unknown>>;
  for (const [name, ep] of Object.entries(endpoints) as [string, Endpoint][]) {
    api[name] = (input = {} as CallInput<Endpoint>) => call(ctx, ep, input);
  }
  return api as unknown as Api;
}
