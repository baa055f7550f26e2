import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CompressedBody } from './compressed.mjs';

export function loadPrerenderedPages(nextDir: string): { pages: Map<string, CompressedBody>; matchers: unknown[] };

export function prerenderedPages(nextDir: string): (req: IncomingMessage, res: ServerResponse) => boolean;
