import type { Readable } from 'node:stream';
import type { Locale } from '@/lib/config/business';

/**
 * What the outbox worker hands a transport: one queued message, already written in the recipient's
 * language. `id` is the outbox row's, stable across retries (an e-mail's Message-ID is made from it).
 */
export interface OutgoingEmail {
  id: number;
  to: string;
  subject: string;
  /** Plain text, paragraphs separated by blank lines; addresses (https://…) become links in the HTML part. */
  body: string;
  language: Locale;
  /** When it was queued: with `id`, names the message uniquely even across databases (its Message-ID). */
  createdAt: Date;
  /** To one of the company's own desks (lib/config/company.ts), not to a customer. */
  toCompany?: boolean;
  attachments: { filename: string; contentType: string; content: Buffer | Readable }[];
}

export interface OutgoingSms {
  id: number;
  /** The mobile number as the account holds it (Jordan's 07XXXXXXXX or international digits). */
  to: string;
  body: string;
  language: Locale;
}

/** A delivery receipt from the SMS network: `providerId` is one part's message_id from submit_sm_resp. */
export interface SmsReceipt { providerId: string; delivered: boolean; status: string }

export interface EmailTransport {
  /** Resolves once the mail server accepted the message; rejects with the server's answer otherwise. */
  send(mail: OutgoingEmail): Promise<{ providerId: string }>;
  close(): Promise<void>;
}

export interface SmsTransport {
  /** Resolves once the SMS centre accepted every part (their message_ids, in order); rejects otherwise. */
  send(sms: OutgoingSms): Promise<{ providerIds: string[] }>;
  onReceipt(listener: (receipt: SmsReceipt) => void): void;
  close(): Promise<void>;
}
