import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the test mail server got it: parsed, with the SMTP envelope it came in. */
export interface ReceivedEmail extends ParsedMail {
  envelope: { mailFrom: string; rcptTo: string[] };
  /** Whether the connection it came over was encrypted (STARTTLS). */
  secure: boolean;
}

/** A real SMTP server on 127.0.0.1 for the e-mail transport's tests, with a handle to make it refuse mail. */
export interface TestSmtpServer {
  readonly port: number;
  /** smtp://user:password@127.0.0.1:port (credentials percent-encoded), or smtp://127.0.0.1:port without them. */
  readonly url: string;
  /** Accepted messages, in the order they arrived. */
  readonly received: ReceivedEmail[];
  /** While true, every MAIL FROM is answered "451 4.3.0", a temporary failure: the client should try again later. A recipient at a `.invalid` domain is always refused for good (550). */
  refusing: boolean;
  /** How long each message waits, once read, before it is recorded and answered (a slow server). */
  delayMs: number;
  /** Resolves with `received` once it holds `count` messages; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** Stops listening and ends the connections still open. */
  close(): Promise<void>;
}

/** An error smtp-server answers with its code instead of its default one. */
function reply(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * Starts a mail server for tests on 127.0.0.1 and a free port. With `user` and `password` it
 * requires AUTH (PLAIN or LOGIN, over plain text unless `starttls`) and answers a wrong password
 * 535; without them anyone may send. A recipient whose domain ends in `.invalid` (RFC 2606) is
 * refused with 550. Each message is parsed with mailparser as it arrives.
 */
export async function startTestSmtpServer(options: { user?: string; password?: string; starttls?: boolean; port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const checks = new Set<() => void>();
  const state = { refusing: false, delayMs: 0 };
  const { user, password = '', starttls = false } = options;

  const server = new SMTPServer({
    logger: false,
    // With `starttls`, STARTTLS is offered with smtp-server's own self-signed certificate.
    disabledCommands: starttls ? [] : ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: user === undefined,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      callback(reply(535, 'Authentication credentials invalid'));
    },
    onMailFrom(_address, _session, callback) {
      callback(state.refusing ? reply(451, '4.3.0 Temporary failure, try again later') : null);
    },
    onRcptTo(address, _session, callback) {
      callback(/\.invalid$/i.test(address.address) ? reply(550, '5.1.1 No such mailbox') : null);
    },
    onData(stream, session, callback) {
      // Read now: the session's envelope is reset for the next message once this one is answered.
      const { mailFrom, rcptTo } = session.envelope;
      const envelope = { mailFrom: mailFrom ? mailFrom.address : '', rcptTo: rcptTo.map((rcpt) => rcpt.address) };
      const { secure } = session;
      simpleParser(stream).then((mail) => setTimeout(() => {
        received.push(Object.assign(mail, { envelope, secure }));
        callback();
        for (const check of checks) check();
      }, state.delayMs), (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => { server.off('error', reject); resolve(); });
  });
  // A client that dies mid-conversation (a portal killed with -9) resets its socket: smtp-server
  // emits that as 'error' on the server, which with no listener would throw out of the test process.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  const login = user === undefined ? '' : `${encodeURIComponent(user)}:${encodeURIComponent(password)}@`;

  return {
    port,
    url: `smtp://${login}127.0.0.1:${port}`,
    received,
    get refusing() { return state.refusing; },
    set refusing(on: boolean) { state.refusing = on; },
    get delayMs() { return state.delayMs; },
    set delayMs(ms: number) { state.delayMs = ms; },
    waitFor(count: number, timeoutMs = 5_000) {
      return new Promise<ReceivedEmail[]>((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          finish();
          resolve(received);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`The test mail server got ${received.length} of ${count} messages in ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => { clearTimeout(timer); checks.delete(check); };
        checks.add(check);
        check();
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A client that did not close its pooled connection would otherwise hold the server for closeTimeout.
        for (const connection of server.connections) connection.close();
      });
    },
  };
}
