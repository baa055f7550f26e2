import { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES } from '@/lib/api/define';
import { devSeedCustomer } from '@/lib/session/transport';
import { customerTemplate } from '@/lib/backend';
import { BodyError, bodyErrorResponse, readLimitedJson } from '@/lib/http/read-limited-body';
import { isSameOrigin } from '@/lib/session/origin';
import { outboxAllowed } from '@/lib/session/outbox-access';

export const dynamic = 'force-dynamic';

const body = z.strictObject({ template: customerTemplate });

/**
 * Makes a customer like one of the demo accounts, with that account's contracts, appointments,
 * notifications and renewal links under numbers of its own (lib/backend/seeds/customers.ts), and answers
 * its e-mail, mobile, password, contracts and renewal tokens: the browser tests' way to a customer whose
 * data they may change. Whoever may read the outbox may call it (demo mode, this machine or the secret);
 * anyone else gets the 404 of a deployment without it.
 */
export async function POST(request: Request) {
  if (!outboxAllowed(request.headers, new URL(request.url).searchParams.get('key'))) {
    return Response.json({ code: 'not_found', message: 'No such endpoint' }, { status: 404 });
  }
  if (!isSameOrigin(request.headers)) {
    return Response.json({ code: 'forbidden_origin', message: 'Cross-origin requests are not allowed' }, { status: 403 });
  }
  let sent: unknown;
  try {
    sent = await readLimitedJson(request, DEFAULT_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyError) return bodyErrorResponse(error);
    throw error;
  }
  const parsed = body.safeParse(sent);
  if (!parsed.success) {
    return Response.json({ code: 'validation', message: `template must be one of ${customerTemplate.options.join(', ')}` }, { status: 422 });
  }
  return Response.json(await devSeedCustomer(parsed.data.template), { headers: { 'cache-control': 'no-store' } });
}
