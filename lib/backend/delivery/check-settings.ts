import { deliverySettings } from '@/lib/config/env';

/**
 * At start (instrumentation.ts): a server with some of the delivery settings, or a wrong one, stops
 * with a message naming each, instead of serving sign-ups whose codes can never leave.
 */
export function exitOnBadDeliverySettings(): void {
  try {
    deliverySettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
