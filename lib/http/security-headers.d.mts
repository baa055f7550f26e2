export function securityHeaders(options: { https: boolean; dev?: boolean }): [string, string][];
