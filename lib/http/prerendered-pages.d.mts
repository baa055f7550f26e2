import type { IncomingMessage, ServerResponse } from 'node:http';

/** A page body compressed once (compressed.mjs). */
export type CompressedBody = { raw: Buffer; gzip: Buffer | null; br: Buffer | null };

export function loadPrerenderedPages(nextDir: string): { pages: Map<string, CompressedBody>; matchers: unknown[] };

export function prerenderedPages(nextDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
