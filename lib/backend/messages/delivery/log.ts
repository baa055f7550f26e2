import { log } from '@/lib/log';

/**
 * One JSON line per delivery event on the server's output, for operators and their log search: a
 * dead message is `{"level":"error","event":"outbox.dead","id":…}` (docs/messages.md says how to resend).
 */
export function deliveryLog(level: 'info' | 'warn' | 'error', event: string, detail: Record<string, unknown> = {}): void {
  log[level]({ event, ...detail });
}
