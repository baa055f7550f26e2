import { gatewaySettings } from '@/lib/config/payment-gateway';
import { createCheckoutGateway } from './checkout';
import type { PaymentGateway } from './gateway';

const key = Symbol.for('portal.paymentGateway');
type WithGateway = typeof globalThis & { [key]?: { gateway: PaymentGateway | null } };

/**
 * The card gateway the backend takes payments through (Checkout.com with its settings), or null:
 * the portal's own test payment page (demo only). Made once per process.
 */
export function configuredGateway(): PaymentGateway | null {
  const g = globalThis as WithGateway;
  if (!g[key]) {
    const settings = gatewaySettings();
    g[key] = {
      gateway: settings && createCheckoutGateway({
        secretKey: settings.CHECKOUT_SECRET_KEY,
        processingChannelId: settings.CHECKOUT_PROCESSING_CHANNEL_ID,
        webhookSecret: settings.CHECKOUT_WEBHOOK_SECRET,
        baseUrl: settings.CHECKOUT_BASE_URL,
      }),
    };
  }
  return g[key].gateway;
}

/** Tests: the gateway the backend uses from now on (null: the test page); undefined reads the settings again. */
export function setGatewayForTests(gateway: PaymentGateway | null | undefined): void {
  const g = globalThis as WithGateway;
  if (gateway === undefined) delete g[key];
  else g[key] = { gateway };
}
