/**
 * One JSON line per delivery event on the server's output, for operators and their log search: a
 * dead message is `{"level":"error","event":"outbox.dead","id":…}` (docs/messages.md says how to resend).
 */
export function deliveryLog(level: 'info' | 'warn' | 'error', event: string, detail: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...detail });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}
