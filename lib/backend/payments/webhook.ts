import { eq } from 'drizzle-orm';
import { readLimitedBytes } from '@/lib/http/read-limited-body';
import { paymentWebhook } from '@/lib/api/endpoints/payments';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { deliveryLog as log } from '../messages';
import { HttpError } from '../http';
import { WebhookRejected, type GatewayOutcome, type PaymentGateway } from './gateway/gateway';
import { applyOutcome, verifyWithGateway } from './hosted';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A gateway's webhook. Its signature (HMAC over the raw bytes, constant-time compare) and its age
 * are checked before anything is read from it; refused: 401 or 400, nothing changes. A signed
 * "paid" for a payment of ours settles it (with the card's digits the gateway shows) (applyOutcome: once, however many copies arrive); any other
 * news makes the backend ask the gateway about the payment's current attempt, so an old attempt's
 * decline never fails a newer one. A payment that is not ours, or an event with none, is acknowledged
 * and ignored (the gateway would otherwise retry it for days).
 */
export async function receiveWebhook(db: Db, gateway: PaymentGateway | null, request: Request, now: Date): Promise<void> {
  if (!gateway) throw new HttpError(404, 'not_found', 'No such endpoint');
  const raw = Buffer.from(await readLimitedBytes(request, paymentWebhook.maxBodyBytes ?? 0));
  let parsed;
  try {
    parsed = gateway.parseWebhook(raw, request.headers, now);
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    log('warn', 'payment.webhook_refused', { reason: error.reason });
    throw error.reason === 'signature' ? new HttpError(401, 'invalid_signature', 'The signature does not match')
      : new HttpError(400, error.reason === 'stale' ? 'stale_event' : 'invalid_event', error.message);
  }
  if (!UUID.test(parsed.paymentId)) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, parsed.paymentId)).limit(1);
  if (!payment || !payment.gatewayRef) return;
  log('info', 'payment.webhook', { payment: payment.id, eventId: parsed.eventId, state: parsed.outcome.state });
  if (parsed.outcome.state === 'paid') await applyOutcome(db, gateway, payment, await withCardOf(gateway, payment.gatewayRef, parsed.outcome), now);
  else if (payment.status === 'pending') await verifyWithGateway(db, gateway, payment, now);
}

/**
 * A signed "paid" as the gateway's payment shows it (with the card's last digits, which events may
 * not carry); the event itself when the gateway cannot be asked right now.
 */
async function withCardOf(gateway: PaymentGateway, gatewayRef: string, signed: Extract<GatewayOutcome, { state: 'paid' }>): Promise<GatewayOutcome> {
  try {
    const asked = await gateway.verify({ gatewayRef, gatewayPaymentId: signed.gatewayPaymentId });
    return asked.state === 'paid' && asked.gatewayPaymentId === signed.gatewayPaymentId ? asked : signed;
  } catch {
    return signed;
  }
}
