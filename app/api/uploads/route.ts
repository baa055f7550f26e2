import type { NextRequest } from 'next/server';
import { forwardUpload } from '@/lib/session/bff-upload';

/** `POST /api/uploads`: a file's bytes, streamed to the backend (the catch-all BFF reads JSON bodies whole). */
export async function POST(request: NextRequest): Promise<Response> {
  try {
    return await forwardUpload(request);
  } catch (error) {
    console.error('[bff upload]', error);
    return Response.json({ code: 'server_unavailable', message: 'Something went wrong! Please try again later' }, { status: 503 });
  }
}
