import type { NextRequest } from 'next/server';
import { forward } from '@/lib/session/bff';

/** `POST /api/uploads`: a file's bytes, streamed to the backend by the BFF (the endpoint is `binary`). */
export function POST(request: NextRequest): Promise<Response> {
  return forward(request, ['uploads']);
}
