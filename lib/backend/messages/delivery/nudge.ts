/**
 * A queued message wakes this process's outbox worker at once instead of at its next poll (a
 * one-time code should not wait two seconds). The nudge is a hint: the row may not be committed
 * yet, and the worker's poll finds it anyway. Kept on globalThis, like the backend itself, because
 * Next can load this module in more than one module graph of one process.
 */
const key = Symbol.for('portal.deliveryNudge');
type WithNudge = typeof globalThis & { [key]?: (() => void) | null };

export function onDeliveryNudge(wake: (() => void) | null): void {
  (globalThis as WithNudge)[key] = wake;
}

export function nudgeDelivery(): void {
  (globalThis as WithNudge)[key]?.();
}
