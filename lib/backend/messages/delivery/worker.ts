import { hostname } from 'node:os';
import { COMPANY_DESK_EMAILS } from '@/lib/config/company';
import { DELIVERY, type DeliveryTuning } from '@/lib/config/delivery';
import type { Db } from '../../db/client';
import { deliveryLog } from './log';
import { processAlive } from './process-alive';
import { claimDue, markFailed, markReceipt, markSent, release, releaseOrphans, type Channel, type OutboxRow } from './queue';
import type { EmailTransport, OutgoingEmail, SmsReceipt, SmsTransport } from './transport';
import type { Locale } from '@/lib/config/business';

export interface WorkerOptions {
  email?: EmailTransport;
  sms?: SmsTransport;
  /** This server's name in `claimed_by`. */
  instance?: string;
  /** The clock: tests move it. */
  now?: () => Date;
  settings?: Partial<DeliveryTuning>;
  /**
   * An e-mail's files, read or drawn as it leaves (the service wires in the contracts' PDFs and the
   * stored uploads, lib/backend/mail-attachments.ts); none unless given.
   */
  attachments?: (db: Db, outboxId: number, lang: Locale, now: Date) => Promise<OutgoingEmail['attachments']>;
}

/**
 * Whether trying again cannot help: as the transport says (a 535 login failure is the portal's to fix,
 * not the message's), else an SMTP 5xx answer.
 */
function permanent(error: unknown): boolean {
  const e = error as { responseCode?: number; permanent?: boolean };
  if (typeof e.permanent === 'boolean') return e.permanent;
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The outbox worker of one server: claims due messages (several servers each take different ones),
 * hands each to its channel's transport, and records the outcome: sent, failed with a time to try
 * again (backoff), or dead after the last try (logged with its id). Delivery receipts mark SMS delivered.
 */
export class DeliveryWorker {
  private readonly settings: DeliveryTuning;
  private readonly instance: string;
  private readonly now: () => Date;
  private readonly channels: Channel[];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Receipts that came before their message was marked sent (the SMS centre answers fast). */
  private readonly early = new Map<string, SmsReceipt>();
  /** Receipts being recorded now. */
  private readonly recording = new Set<Promise<void>>();

  constructor(private readonly db: Db, private readonly options: WorkerOptions) {
    this.settings = { ...DELIVERY, ...options.settings };
    this.instance = options.instance ?? `${hostname()}:${process.pid}`;
    this.now = options.now ?? (() => new Date());
    this.channels = [...(options.email ? ['email' as const] : []), ...(options.sms ? ['sms' as const] : [])];
    options.sms?.onReceipt((receipt) => {
      const recorded = this.receipt(receipt).finally(() => this.recording.delete(recorded));
      this.recording.add(recorded);
    });
  }

  /**
   * Polls until stopped; `wake` (a message queued here) runs a round at once. First, what an earlier
   * process of this machine had claimed when it died is taken back (it would wait for its lease).
   */
  start(): void {
    this.stopped = false;
    const host = this.instance.slice(0, this.instance.lastIndexOf(':'));
    this.running = releaseOrphans(this.db, host, processAlive)
      .then((n) => { if (n) deliveryLog('info', 'outbox.orphans', { released: n }); })
      .catch((error: unknown) => deliveryLog('error', 'outbox.orphans', { error: describe(error) }))
      .finally(() => { this.running = null; this.schedule(0); });
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops claiming and waits for the sends and receipts under way; a transport is the caller's to close. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    await this.receiptsRecorded();
  }

  /** Resolves once the delivery receipts that came so far are recorded. */
  async receiptsRecorded(): Promise<void> {
    await Promise.all([...this.recording]);
  }

  /** Delivers every message due now, round after round; answers how many it handled. */
  async drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const n = await this.round();
      handled += n;
      if (n < this.settings.batch) return handled;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().then(() => undefined, (error) => deliveryLog('error', 'outbox.worker', { error: describe(error) }))
        .finally(() => {
          this.running = null;
          if (this.stopped) return;
          const next = this.again ? 0 : this.settings.pollMs;
          this.again = false;
          this.schedule(next);
        });
    }, delay);
    this.timer.unref();
  }

  /** One claim and its sends, a few at a time; claims left unstarted by a stop go back at once. */
  private async round(): Promise<number> {
    if (this.stopped) return 0;
    const claimed = await claimDue(this.db, {
      instance: this.instance, channels: this.channels, now: this.now(), leaseMs: this.settings.leaseMs, limit: this.settings.batch,
    });
    const queue = [...claimed];
    const sendNext = async (): Promise<void> => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (this.stopped) {
          await release(this.db, [row.id, ...queue.splice(0).map((r) => r.id)]);
          return;
        }
        await this.deliver(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.parallel, claimed.length) }, sendNext));
    return claimed.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      const providerIds = row.channel === 'email' ? [await this.sendEmail(row)] : await this.sendSms(row);
      await markSent(this.db, row.id, providerIds, this.now());
      for (const id of providerIds) {
        const receipt = this.early.get(id);
        if (receipt) { this.early.delete(id); await this.receipt(receipt); }
      }
    } catch (error) {
      const last = permanent(error) || row.attempts >= this.settings.maxAttempts;
      const retryAt = last ? null : new Date(this.now().getTime() + this.settings.backoffMs(row.attempts));
      await markFailed(this.db, row.id, describe(error), retryAt);
      if (last) deliveryLog('error', 'outbox.dead', { id: row.id, channel: row.channel, attempts: row.attempts, error: describe(error) });
      else deliveryLog('warn', 'outbox.retry', { id: row.id, channel: row.channel, attempts: row.attempts, retryAt: retryAt!.toISOString(), error: describe(error) });
    }
  }

  private async sendEmail(row: OutboxRow): Promise<string> {
    const attachments = await (this.options.attachments?.(this.db, row.id, row.language, this.now()) ?? []);
    const { providerId } = await this.options.email!.send({
      id: row.id, createdAt: row.createdAt, toCompany: COMPANY_DESK_EMAILS.includes(row.to), to: row.to, subject: row.subject ?? '', body: row.body, language: row.language, attachments,
    });
    return providerId;
  }

  private async sendSms(row: OutboxRow): Promise<string[]> {
    const { providerIds } = await this.options.sms!.send({ id: row.id, to: row.to, body: row.body, language: row.language });
    return providerIds;
  }

  private async receipt(receipt: SmsReceipt): Promise<void> {
    try {
      const id = await markReceipt(this.db, receipt.providerId, receipt.delivered, receipt.status);
      if (id === null) {
        // Keep it a minute for the send still being recorded; a receipt for another server's message is its to record too.
        this.early.set(receipt.providerId, receipt);
        setTimeout(() => this.early.delete(receipt.providerId), 60_000).unref();
      } else if (!receipt.delivered) {
        deliveryLog('error', 'outbox.dead', { id, channel: 'sms', error: `delivery receipt: ${receipt.status}` });
      }
    } catch (error) {
      deliveryLog('error', 'outbox.receipt', { providerId: receipt.providerId, error: describe(error) });
    }
  }
}
