import type { NextRequest } from 'next/server';
import { forwardUpload } from '@/lib/session/bff-upload';

/** `POST /api/uploads`: a file's bytes, streamed to the backend (the catch-all BFF reads JSON bodies whole). */
export function POST(request: NextRequest): Promise<Response> {
  return forwardUpload(request);
}
