import type { NextRequest } from 'next/server';
import { forward } from '@/lib/session/bff';

type Context = { params: Promise<{ path: string[] }> };

async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  try {
    return await forward(request, (await params).path);
  } catch (error) {
    console.error('[bff]', error);
    return Response.json({ code: 'server_unavailable', message: 'Something went wrong! Please try again later' }, { status: 503 });
  }
}

export { handle as GET, handle as POST, handle as PATCH, handle as DELETE, handle as PUT };
