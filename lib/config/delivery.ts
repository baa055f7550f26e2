/**
 * How the outbox worker delivers (lib/backend/messages/delivery) and when reminders go (spec §9: the car
 * renewal window and the 20-day warning are RENEWAL_WINDOW_DAYS and EXPIRY_WARNING_DAYS of
 * lib/config/business.ts).
 */
export interface DeliveryTuning {
  leaseMs: number;
  maxAttempts: number;
  backoffMs: (attempt: number) => number;
  batch: number;
  parallel: number;
  pollMs: number;
}

export const DELIVERY: DeliveryTuning = {
  /** A claimed message is another server's to take after this long (its server died mid-send). */
  leaseMs: 120_000,
  /** Tries before a message is dead: about an hour and a half of backoff in all. */
  maxAttempts: 8,
  /** The wait after the n-th failed try: 30 s doubling, at most 30 minutes. */
  backoffMs: (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 30 * 60_000),
  /** Messages claimed at once, and sent side by side, per server. */
  batch: 20,
  parallel: 4,
  /** How often an idle worker looks for due messages (a message queued by this server wakes it at once). */
  pollMs: 2_000,
};

export const REMINDERS = {
  /** How often each server runs the schedule; a reminder is sent once whichever server runs it. */
  everyMs: 15 * 60_000,
  /** A contract's last-day reminder still goes this many days late (a schedule that could not run). */
  endedGraceDays: 2,
  /** The Lababak appointment's reminder goes from this hour (Jordan) of the evening before. */
  appointmentEveningHour: 18,
} as const;
