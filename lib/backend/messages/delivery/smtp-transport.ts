import { createTransport, type NodemailerError } from 'nodemailer';
import { renderEmail } from './email-layout';
import type { EmailTransport, OutgoingEmail } from './transport';

export interface SmtpTransportOptions {
  /**
   * Only for tests against a server with a self-signed certificate. In production leave it out:
   * the server's certificate is always verified (for smtps://, and for STARTTLS on smtp://).
   */
  tls?: { rejectUnauthorized: boolean };
}

/**
 * An SMTP failure the outbox worker can log and judge: `responseCode` is the mail server's reply
 * code when it answered (451, 550, 535…), `command` what it answered to, `code` nodemailer's
 * (EENVELOPE, EAUTH, ECONNECTION…). `permanent` is true when the same message cannot go later (a 5xx
 * reply about the message); false for a temporary failure and for a login refused (535): the
 * account or its configuration is at fault, not the message, and it goes once that is fixed.
 */
export class SmtpError extends Error {
  readonly responseCode?: number;
  readonly command?: string;
  readonly code?: string;
  readonly permanent: boolean;

  constructor(message: string, details: { responseCode?: number; command?: string; code?: string; permanent: boolean; cause?: unknown }) {
    super(message, { cause: details.cause });
    this.name = 'SmtpError';
    this.responseCode = details.responseCode;
    this.command = details.command;
    this.code = details.code;
    this.permanent = details.permanent;
  }
}

/** Login failures: nothing to do with the message being sent. */
const ACCOUNT_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);

function smtpError(error: unknown): SmtpError {
  const e = (error ?? {}) as NodemailerError;
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  // nodemailer 10 marks 5xx replies other than 503 permanent (RFC 5321); older versions did not.
  const permanentReply = e.permanent ?? (responseCode !== undefined && responseCode >= 500 && responseCode !== 503);
  const message = e.response
    ? `The mail server refused ${e.command ?? 'the message'}: ${e.response}`
    : `Sending the e-mail failed: ${e.message ?? String(error)}`;
  return new SmtpError(message, {
    responseCode, command: e.command, code, cause: error,
    // An address nodemailer cannot send to at all (EENVELOPE without a reply) stays unusable.
    permanent: (permanentReply || (code === 'EENVELOPE' && responseCode === undefined)) && !(code !== undefined && ACCOUNT_CODES.has(code)),
  });
}

/** The domain of the sender's address, for Message-IDs: "Sanad <no-reply@Sanad.example>" → "sanad.example". */
export function senderDomain(from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1];
  if (!domain) throw new Error(`MAIL_FROM must end with an e-mail address, e.g. "Sanad Insurance <no-reply@sanad.example>", not "${from}"`);
  return domain.toLowerCase();
}

/**
 * The Message-ID of an outbox message: the same on every try of the same message, so a receiving
 * system that got a try the sender never heard back about can drop the repeat. The time it was queued
 * keeps it unique when ids start again (a new database, staging beside production on one domain).
 */
export function outboxMessageId(id: number, createdAt: Date, domain: string): string {
  return `<outbox-${id}.${createdAt.getTime().toString(36)}@${domain}>`;
}

/**
 * The e-mail transport of the outbox worker, over SMTP: `url` is smtp://user:pass@host:587
 * (STARTTLS whenever the server offers it, nodemailer's default) or smtps://user:pass@host:465
 * (TLS from the first byte); `from` is MAIL_FROM. Connections are pooled and reused between
 * messages. Each message goes as HTML and plain text in the recipient's language (renderEmail),
 * with its attachments; a refusal rejects with an SmtpError carrying the server's reply code.
 */
export function createSmtpTransport(url: string, from: string, options: SmtpTransportOptions = {}): EmailTransport {
  const domain = senderDomain(from);
  const transporter = createTransport({
    url,
    pool: true,
    // A send must end, one way or the other, well inside the worker's lease on the message
    // (DELIVERY.leaseMs, 2 minutes), or another server takes it and sends it again.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 45_000,
    ...(options.tls ? { tls: options.tls } : {}),
  });

  return {
    async send(mail: OutgoingEmail) {
      const { subject, html, text } = renderEmail(mail);
      try {
        const info = await transporter.sendMail({
          from,
          to: mail.to,
          subject,
          text,
          html,
          messageId: outboxMessageId(mail.id, mail.createdAt, domain),
          headers: {
            'Content-Language': mail.language,
            // RFC 3834: out-of-office and other automatic replies are not sent back to this address.
            'Auto-Submitted': 'auto-generated',
          },
          attachments: mail.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        });
        return { providerId: info.messageId };
      } catch (error) {
        throw smtpError(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
