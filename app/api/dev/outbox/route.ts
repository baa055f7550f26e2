import { devOutbox } from '@/lib/api/server';
import { outboxActive } from '@/lib/config/env';

export const dynamic = 'force-dynamic';

/** The messages the outbox provider has "sent", newest first; only while it is the provider. */
export async function GET() {
  if (!outboxActive()) return Response.json({ code: 'not_found', message: 'No such endpoint' }, { status: 404 });
  return Response.json({ messages: await devOutbox() }, { headers: { 'cache-control': 'no-store' } });
}
