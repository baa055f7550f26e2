/** Web Headers or Node's IncomingHttpHeaders. */
type AnyHeaders = Headers | Record<string, string | string[] | undefined>;
type Env = Record<string, string | undefined>;

export const SOCKET_ADDRESS_HEADER: 'x-portal-socket-address';
export const SOCKET_PROTO_HEADER: 'x-portal-socket-proto';
export function markSocketHeaders(): void;
export function socketHeadersAreOurs(): boolean;
export function trustedProxyHops(env?: Env): number;
export function publicOrigin(env?: Env): string | null;
export function requestHost(headers: AnyHeaders, env?: Env): string | null;
export function requestIsHttps(headers: AnyHeaders, env?: Env): boolean;
export function isSecureRequest(headers: AnyHeaders, env?: Env): boolean;
export function requestOrigin(headers: AnyHeaders, fallbackHost?: string, env?: Env): string;
