import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

export const HEADERS_TIMEOUT_MS: number;
export const REQUEST_TIMEOUT_MS: number;
export const KEEP_ALIVE_TIMEOUT_MS: number;
export const CONNECTIONS_CHECKING_INTERVAL_MS: number;
export const SOCKET_IDLE_TIMEOUT_MS: number;
export function createPortalServer(handler: RequestListener<typeof IncomingMessage, typeof ServerResponse>): Server;
