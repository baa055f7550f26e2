import type { IncomingMessage, ServerResponse } from 'node:http';

export type CompressedBody = { raw: Buffer; gzip: Buffer | null; br: Buffer | null };

export function compressedBody(raw: Buffer, options?: { compress?: boolean }): CompressedBody;
export function accepts(header: string | string[] | undefined, coding: string): boolean;
export function sendCompressed(req: IncomingMessage, res: ServerResponse, entry: CompressedBody): void;
