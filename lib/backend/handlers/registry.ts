import type { EndpointName, Endpoints } from '@/lib/api/endpoints';
import type { Handler } from '../context';

/** Every endpoint's handler by the endpoint's name, each typed from that endpoint's own contract. */
export type Handlers = { [K in EndpointName]: Handler<Endpoints[K]> };

/**
 * What one area serves, written `{ … } satisfies AreaHandlers`: each handler is checked against the
 * endpoint its key names (body, query, answer), a key that names no endpoint is refused, and the
 * area keeps its own keys, so handlers/index.ts can require every endpoint to be served.
 */
export type AreaHandlers = Partial<Handlers>;
