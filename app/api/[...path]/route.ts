import type { NextRequest } from 'next/server';
import { forward } from '@/lib/session/bff';

type Context = { params: Promise<{ path: string[] }> };

/** A call that fails is answered 503 and logged by the BFF itself (lib/session/call-log). */
async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  return forward(request, (await params).path);
}

export { handle as GET, handle as POST, handle as PATCH, handle as DELETE, handle as PUT };
