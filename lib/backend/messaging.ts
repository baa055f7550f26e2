import { REMINDERS } from '@/lib/config/delivery';
import { deliverySettings } from '@/lib/config/env';
import type { Db } from './db/client';
import { payReadyCheques } from './claims';
import { writeDueExpiryNotifications } from './contracts';
import { runReminders } from './reminders/schedule';
import { createSmppTransport, createSmtpTransport, deliveryLog, DeliveryWorker, onDeliveryNudge } from './messages';
import { attachmentsOf } from './mail-attachments';

export interface Messaging {
  stop(): Promise<void>;
  /** Started and not stopped: the reminders' timer (and, with delivery set, the outbox worker) run. */
  running(): boolean;
}

/**
 * What every server process with the embedded backend runs beside it: the reminder schedule (with the
 * in-app expiry notices, and claims settled by cheque made paid on the cheque's ready day), and,
 * with SMTP_URL and SMPP_URL set, the outbox worker over both transports. In demo mode messages
 * stay in the outbox for the outbox page. Several servers on one PostgreSQL each run both: claims
 * and the reminders' unique rows make every message go once.
 */
export function startMessaging(db: Db): Messaging {
  const settings = deliverySettings();
  let worker: DeliveryWorker | null = null;
  const closers: (() => Promise<void>)[] = [];
  if (settings) {
    const email = createSmtpTransport(settings.SMTP_URL, settings.MAIL_FROM);
    const sms = createSmppTransport(settings.SMPP_URL, settings.SMS_SENDER, {
      log: (event, detail) => deliveryLog(event.includes('error') ? 'warn' : 'info', `smpp.${event}`, detail),
    });
    closers.push(() => email.close(), () => sms.close());
    worker = new DeliveryWorker(db, { email, sms, attachments: attachmentsOf });
    onDeliveryNudge(() => worker?.wake());
    worker.start();
  }

  let reminders: Promise<unknown> = Promise.resolve();
  const remind = () => {
    const now = new Date();
    // The in-app notices of the contracts that entered the 20-day window, and the messages; cheques that became ready.
    reminders = Promise.all([
      payReadyCheques(db, now).catch((error: unknown) => deliveryLog('error', 'cheques ready', { error: String(error) })),
      writeDueExpiryNotifications(db, null, now).catch((error: unknown) => deliveryLog('error', 'expiry notices', { error: String(error) })),
      runReminders(db, now).catch((error: unknown) => deliveryLog('error', 'reminders', { error: String(error) })),
    ]);
  };
  const first = setTimeout(remind, 5_000);
  const every = setInterval(remind, REMINDERS.everyMs);
  first.unref();
  every.unref();

  let stopped = false;
  return {
    running: () => !stopped,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      onDeliveryNudge(null);
      await reminders;
      await worker?.stop();
      await Promise.all(closers.map((close) => close()));
    },
  };
}
