import { devOutbox } from '@/lib/session/transport';
import { outboxAllowed } from '@/lib/session/outbox-access';

export const dynamic = 'force-dynamic';

/**
 * The messages the outbox provider has "sent", newest first: only in demo mode, and only to this
 * machine or to whoever has the secret printed at start (`?key=` or the x-outbox-key header).
 */
export async function GET(request: Request) {
  if (!outboxAllowed(request.headers, new URL(request.url).searchParams.get('key'))) {
    return Response.json({ code: 'not_found', message: 'No such endpoint' }, { status: 404 });
  }
  return Response.json({ messages: await devOutbox() }, { headers: { 'cache-control': 'no-store' } });
}
