/**
 * The header in which the BFF tells the embedded backend the client's address, as the BFF derived it
 * (lib/session/client-address.ts). The embedded backend is reached only in-process, through the BFF
 * or server code that builds its own headers, so it can trust this header; it never reads the
 * client's X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';
/** The header with which the portal proves to its own backend service (`npm run api`) that it is the portal: API_CLIENT_KEY. */
export const PORTAL_KEY_HEADER = 'x-portal-key';
/** The address of calls that carry none (server-rendered reads): one shared bucket. */
export const UNKNOWN_ADDRESS = 'unknown';
/**
 * The header in which the BFF passes the browser's KNOWN_DEVICE token (from its httpOnly cookie) to
 * the backend, which alone can tell whose browser it is (lib/backend/accounts/auth/known-device.ts).
 */
export const KNOWN_DEVICE_HEADER = 'x-portal-known-device';
