/**
 * `npx tsx scripts/checkout-double.ts --port 4100`: the local double of Checkout.com's API that the
 * tests use (lib/backend/payments/gateway/test-checkout-server.ts), with its hosted page, for trying
 * card payments on one machine. Prints the settings to start the portal's backend with, then every
 * request it answers. Stop with Ctrl-C. `--port N` chooses the port (default: any free one).
 *
 * CHECKOUT_SECRET_KEY is the key it accepts (default sk_sbox_double). With CHECKOUT_WEBHOOK_URL
 * (the portal's /api/payment/gateway-webhook), each payment made on the page is followed by its
 * event, signed with CHECKOUT_WEBHOOK_SECRET.
 */
import { startTestCheckoutServer } from '../lib/backend/payments';

const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : 0;
};

const env = (name: string) => process.env[name]?.trim() || undefined;

async function main() {
  const port = option('--port');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('--port must be a port number');
  const secretKey = env('CHECKOUT_SECRET_KEY') ?? 'sk_sbox_double';
  // The portal wants a webhook key of at least 16 characters even when no webhook is sent.
  const webhookSecret = env('CHECKOUT_WEBHOOK_SECRET') ?? 'whsec_checkout_double';
  const webhookUrl = env('CHECKOUT_WEBHOOK_URL');
  const checkout = await startTestCheckoutServer({
    secretKey,
    port,
    ...(webhookUrl ? { webhook: { url: webhookUrl, secret: webhookSecret } } : {}),
    log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  });
  // The double takes any processing channel of the right shape.
  const channel = env('CHECKOUT_PROCESSING_CHANNEL_ID') ?? `pc_${'d'.repeat(26)}`;
  console.log(`CHECKOUT_BASE_URL=${checkout.url} CHECKOUT_SECRET_KEY=${secretKey} CHECKOUT_PROCESSING_CHANNEL_ID=${channel} CHECKOUT_WEBHOOK_SECRET=${webhookSecret}`);
  console.log(webhookUrl ? `Webhooks go to ${webhookUrl}\n` : 'No webhooks are sent (set CHECKOUT_WEBHOOK_URL to the portal\'s /api/payment/gateway-webhook)\n');

  const stop = async () => {
    await checkout.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
