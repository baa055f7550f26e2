/**
 * What the portal needs of a card gateway with a hosted payment page, whichever gateway it is:
 * open a hosted session, ask the gateway (server to server) what became of it, read its signed
 * webhooks, refund. Amounts go in as integer fils and come back in the gateway's minor units with
 * their currency, so the caller compares both with the server's own quote before settling anything.
 */

/** One hosted payment to open: the portal's payment id is the gateway's `reference`. */
export interface HostedPaymentRequest {
  /** The portal's payment id (payments.id, a UUID). */
  paymentId: string;
  /** Integer fils (1 JOD = 1000 fils). */
  amountFils: number;
  currency: 'JOD';
  lang: 'en' | 'ar';
  customer: { email: string; name: string };
  description: string;
  /** Where the gateway sends the browser back; the gateway may add its own query parameters. */
  returnUrls: { success: string; failure: string; cancel: string };
}

/**
 * What became of a payment, as the gateway says. `paid` carries the amount and currency the gateway
 * took: the caller settles only when they equal the quote's (`amountFils` is in the minor units of
 * `currency`, which are fils only when it is JOD).
 */
export type GatewayOutcome =
  | { state: 'paid'; gatewayPaymentId: string; amountFils: number; currency: string; cardLast4?: string }
  | { state: 'declined' | 'cancelled' | 'expired'; gatewayPaymentId: string | null; reason: string }
  | { state: 'pending' };

/** A payment the gateway took money for. */
export type PaidOutcome = Extract<GatewayOutcome, { state: 'paid' }>;

/**
 * A webhook as it was read: the portal payment it is about, the gateway's event id (for logs and
 * dedupe) and the outcome, whose gatewayPaymentId the caller matches with the current attempt's.
 */
export interface ParsedWebhook {
  paymentId: string;
  eventId: string;
  outcome: GatewayOutcome;
}

/** The one thing every gateway adapter implements; see checkout.ts for Checkout.com. */
export interface PaymentGateway {
  name: string;
  /** Opens a hosted session; `gatewayRef` is the session's id, kept with the payment to verify it later. */
  createHostedPayment(req: HostedPaymentRequest): Promise<{ gatewayRef: string; redirectUrl: string }>;
  /**
   * Asks the gateway, server to server, what became of a payment (by the hosted session's ref and/or
   * a gateway payment id from the return). The session is the authority: a payment id the browser
   * brought back is only used when it belongs to that session.
   */
  verify(ref: { gatewayRef: string; gatewayPaymentId?: string }): Promise<GatewayOutcome>;
  /**
   * Every payment the gateway holds money for under a reference (the portal's payment id, which
   * every hosted session of the payment carries): the captures of all its attempts, not only the
   * current one's.
   */
  capturesOf(reference: string): Promise<PaidOutcome[]>;
  /**
   * A webhook: verified by signature (HMAC over the RAW body, constant-time compare) and timestamp
   * tolerance; answers the portal's paymentId (from reference/metadata) and the outcome, or throws
   * WebhookRejected ('signature' | 'stale' | 'malformed').
   */
  parseWebhook(rawBody: Buffer, headers: Headers, now: Date): ParsedWebhook;
  /** Refunds `amountFils` of a paid payment; `reference` is also the idempotency key, so a retried refund is not paid twice. */
  refund(gatewayPaymentId: string, amountFils: number, reference: string): Promise<{ refundId: string }>;
}

/** Why a webhook was not believed: answer 401 (signature) or 400 and do nothing with it. */
export class WebhookRejected extends Error {
  constructor(readonly reason: 'signature' | 'stale' | 'malformed', message: string) {
    super(message);
    this.name = 'WebhookRejected';
  }
}

/**
 * A gateway call that failed: the HTTP status (null when no answer came: timeout or network) and
 * the gateway's own error type and codes, so logs say why without ever containing the secret key.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errorType: string | null = null,
    readonly errorCodes: readonly string[] = [],
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
