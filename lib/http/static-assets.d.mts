import type { IncomingMessage, ServerResponse } from 'node:http';

export const STATIC_PREFIX: string;

/** See static-assets.mjs: answers a build asset from memory and resolves true, or resolves false for Next. */
export function staticAssets(dir: string, options?: { maxBytes?: number }): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
