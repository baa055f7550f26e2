/** @jest-environment node */
import { Readable } from 'node:stream';
import { COMPANY_NAME } from '@/lib/config/company';
import { createSmtpTransport, senderDomain, SmtpError } from './smtp-transport';
import { startTestSmtpServer, type ReceivedEmail, type TestSmtpServer } from './test-smtp-server';
import type { EmailTransport, OutgoingEmail } from './transport';

const FROM = 'Sanad Insurance <no-reply@Sanad.example>';
const credentials = { user: 'portal', password: 'p@ss:word/1' };
// A PDF's first bytes and bytes no text encoding would keep as they are.
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 256))]);
const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:LB-000007@portal.example\r\nSUMMARY:موعد الكشف\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

/** When the test's messages were queued: their Message-IDs read `<outbox-{id}.{this in base 36}@…>`. */
const QUEUED = new Date('2026-11-26T10:00:00Z');
const mid = (id: number) => `<outbox-${id}.${QUEUED.getTime().toString(36)}@sanad.example>`;

function email(id: number, language: OutgoingEmail['language'], overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    id,
    createdAt: QUEUED,
    to: 'customer@example.com',
    language,
    subject: language === 'ar' ? 'تم إصدار عقد التأمين' : 'Your contract is ready',
    body: language === 'ar'
      ? 'مرحباً <أحمد>،\n\nتم إصدار عقدك. اطّلع عليه: https://portal.example/ar/policy?id=7'
      : 'Dear <Ahmad>,\n\nYour contract is ready: https://portal.example/en/policy?id=7',
    attachments: [
      { filename: language === 'ar' ? 'عقد-التأمين.pdf' : 'contract.pdf', contentType: 'application/pdf', content: pdf },
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8', content: Readable.from([Buffer.from(ics, 'utf8')]) },
    ],
    ...overrides,
  };
}

function header(mail: ReceivedEmail, name: string): unknown {
  return mail.headers.get(name);
}

describe('createSmtpTransport, through a real SMTP server', () => {
  let server: TestSmtpServer;
  let transport: EmailTransport;

  beforeEach(async () => {
    server = await startTestSmtpServer(credentials);
    transport = createSmtpTransport(server.url, FROM);
  });

  afterEach(async () => {
    await transport.close();
    await server.close();
  });

  it.each([
    ['en', 41, 'contract.pdf', 'ltr'],
    ['ar', 42, 'عقد-التأمين.pdf', 'rtl'],
  ] as const)('sends a %s e-mail with both parts, its attachments and its outbox Message-ID', async (language, id, pdfName, dir) => {
    const { providerId } = await transport.send(email(id, language));
    const [mail] = await server.waitFor(1);

    expect(providerId).toBe(mid(id));
    expect(mail!.messageId).toBe(mid(id));
    // nodemailer writes the sender's domain in lower case, in the envelope and the From header.
    expect(mail!.secure).toBe(false);
    expect(mail!.envelope).toEqual({ mailFrom: 'no-reply@sanad.example', rcptTo: ['customer@example.com'] });
    expect(mail!.subject).toBe(email(id, language).subject);
    expect(mail!.from?.value).toEqual([{ name: 'Sanad Insurance', address: 'no-reply@sanad.example' }]);
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value : null).toEqual([{ name: '', address: 'customer@example.com' }]);
    expect(header(mail!, 'content-language')).toBe(language);
    expect(header(mail!, 'auto-submitted')).toBe('auto-generated');

    expect(mail!.text).toContain(language === 'ar' ? 'مرحباً <أحمد>،' : 'Dear <Ahmad>,');
    expect(mail!.text).toContain(`\n-- \n`);
    expect(mail!.text).toContain(COMPANY_NAME[language]);
    expect(mail!.html).toContain(`<html lang="${language}" dir="${dir}">`);
    expect(mail!.html).toContain(language === 'ar' ? 'مرحباً &lt;أحمد&gt;،' : 'Dear &lt;Ahmad&gt;,');
    expect(mail!.html).toContain(`<a href="https://portal.example/${language}/policy?id=7"`);

    expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [pdfName, 'application/pdf'],
      ['appointment.ics', 'text/calendar'],
    ]);
    expect(mail!.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(mail!.attachments[1]!.content.toString('utf8')).toBe(ics);
  });

  it('gives a second try of the same outbox message the same Message-ID', async () => {
    await transport.send(email(7, 'en'));
    await transport.send(email(7, 'en'));
    const received = await server.waitFor(2);
    expect(received.map((mail) => mail.messageId)).toEqual([mid(7), mid(7)]);
  });

  it('rejects with the server\'s code while it refuses mail, and sends once it takes mail again', async () => {
    server.refusing = true;
    const refused = await transport.send(email(8, 'en')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmtpError);
    expect(refused).toMatchObject({ responseCode: 451, command: 'MAIL FROM', permanent: false });
    expect((refused as Error).message).toMatch(/^The mail server refused MAIL FROM: 451 /);
    expect(server.received).toHaveLength(0);

    server.refusing = false;
    await expect(transport.send(email(8, 'en'))).resolves.toEqual({ providerId: mid(8) });
    await server.waitFor(1);
    // The next message arrives after it, alone: nothing of the refused attempt was sent again.
    await transport.send(email(9, 'en'));
    expect((await server.waitFor(2)).map((mail) => mail.messageId)).toEqual([mid(8), mid(9)]);
  });

  it('rejects a wrong password with the server\'s 535, as a failure of the account and not of the message', async () => {
    const wrong = createSmtpTransport(server.url.replace(encodeURIComponent(credentials.password), 'wrong'), FROM);
    try {
      const refused = await wrong.send(email(9, 'en')).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SmtpError);
      expect(refused).toMatchObject({ responseCode: 535, code: 'EAUTH', permanent: false });
    } finally {
      await wrong.close();
    }
    expect(server.received).toHaveLength(0);
  });

  it('marks a recipient the server refuses with 550, or an address that is none, as permanent', async () => {
    const refused = await transport.send(email(10, 'en', { to: 'gone@nowhere.invalid' })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmtpError);
    expect(refused).toMatchObject({ responseCode: 550, command: 'RCPT TO', permanent: true });
    const malformed = await transport.send(email(11, 'en', { to: 'not an address' })).catch((error: unknown) => error);
    expect(malformed).toMatchObject({ code: 'EENVELOPE', responseCode: undefined, permanent: true });
    // The pooled connection is still usable after both.
    await transport.send(email(12, 'en'));
    expect((await server.waitFor(1)).map((mail) => mail.messageId)).toEqual([mid(12)]);
  });
});

describe('createSmtpTransport, with a server that offers STARTTLS', () => {
  let server: TestSmtpServer;
  beforeAll(async () => { server = await startTestSmtpServer({ ...credentials, starttls: true }); });
  afterAll(() => server.close());

  it('encrypts the connection, and refuses a certificate it cannot verify unless told to for a test', async () => {
    const verifying = createSmtpTransport(server.url, FROM);
    const refused = await verifying.send(email(20, 'en')).catch((error: unknown) => error).finally(() => verifying.close());
    expect(refused).toBeInstanceOf(SmtpError);
    expect(refused).toMatchObject({ permanent: false });
    expect((refused as Error).message).toMatch(/certificate/i);

    const trusting = createSmtpTransport(server.url, FROM, { tls: { rejectUnauthorized: false } });
    await trusting.send(email(21, 'en')).finally(() => trusting.close());
    const [mail] = await server.waitFor(1);
    expect(mail).toMatchObject({ messageId: mid(21), secure: true });
  });
});

describe('senderDomain', () => {
  it('reads the domain of MAIL_FROM with or without a name, and refuses one without an address', () => {
    expect(senderDomain('Sanad Insurance <no-reply@Sanad.Example>')).toBe('sanad.example');
    expect(senderDomain('no-reply@sanad.example')).toBe('sanad.example');
    expect(() => senderDomain('Sanad Insurance')).toThrow(/MAIL_FROM/);
  });
});
