export function securityHeaders(options?: { dev?: boolean }): [string, string][];
export const HSTS: [string, string];
