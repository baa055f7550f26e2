import type { AddressInfo } from 'node:net';
import { createServer, errors as smppErrors, type PDU, type Session } from 'smpp';

/** One whole SMS as the test SMS centre got it: concatenated parts joined, UCS-2 decoded. */
export interface ReceivedSms {
  to: string;
  from: string;
  /** source_addr_ton: 5 for an alphanumeric sender, 1 for an international number. */
  fromTon: number;
  text: string;
  dataCoding: number;
  parts: number;
  /** The message_id answered for each part, in part order. */
  messageIds: string[];
}

/** A real SMPP server on 127.0.0.1 for the transport's tests, with handles to make the link misbehave. */
export interface TestSmppServer {
  readonly port: number;
  /** smpp://systemId:password@127.0.0.1:port, credentials percent-encoded. */
  readonly url: string;
  /** Whole messages, in the order their last part arrived. */
  readonly received: ReceivedSms[];
  /** Every submit_sm PDU that arrived, answered or not, accepted or refused. */
  readonly submits: number;
  /** Successful binds: one more per reconnect. */
  readonly binds: number;
  /** enquire_link PDUs from clients. */
  readonly enquireLinks: number;
  /** When true, each accepted submit_sm is followed by a deliver_sm receipt (stat:DELIVRD, with the receipted_message_id TLV). */
  sendReceipts: boolean;
  /** When true, submit_sm is recorded but never answered (as when the answer is lost with the link). */
  silent: boolean;
  /** How long each submit_sm_resp waits after its submit_sm is recorded (a centre's latency): 0 answers at once. */
  responseDelayMs: number;
  /** Destroys every open session's socket, as a network drop would. */
  dropLinks(): void;
  /** Sends enquire_link on every open session; resolves with how many answered within `timeoutMs`. */
  pingClients(timeoutMs?: number): Promise<number>;
  /** Answers the next `n` submit_sm with `status` instead of accepting them. */
  rejectNext(n: number, status: number): void;
  /** Resolves with `received` once it holds `count` messages; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedSms[]>;
  /** Resolves once `condition` holds, asked again after every bind, enquire_link and submit_sm; rejects after `timeoutMs`. */
  when(condition: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A concatenated message's reference, total and position, from its UDH elements (8- or 16-bit reference). */
function concatenation(udh: Buffer[] | undefined): { ref: number; total: number; seq: number } | null {
  for (const element of udh ?? []) {
    if (element[0] === 0x00 && element[1] === 3) return { ref: element[2]!, total: element[3]!, seq: element[4]! };
    if (element[0] === 0x08 && element[1] === 4) return { ref: element.readUInt16BE(2), total: element[4]!, seq: element[5]! };
  }
  return null;
}

/** The part's text and UDH as the package decoded them by data_coding. */
function partOf(pdu: PDU): { text: string; udh?: Buffer[] } {
  const value = pdu.short_message;
  if (value === undefined) return { text: '' };
  if (typeof value === 'string') return { text: value };
  if (Buffer.isBuffer(value)) return { text: value.toString('latin1') };
  return { text: typeof value.message === 'string' ? value.message : value.message.toString('latin1'), udh: value.udh };
}

/** YYMMDDhhmm, the receipt text's date format. */
function receiptDate(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(2, 12);
}

/**
 * Starts an SMS centre for tests on 127.0.0.1 and a free port: checks bind credentials (a wrong
 * password gets ESME_RBINDFAIL), answers enquire_link, accepts submit_sm with message ids, joins
 * concatenated parts by their UDH, and sends delivery receipts on request.
 */
export async function startTestSmppServer(credentials: { systemId: string; password: string; port?: number }): Promise<TestSmppServer> {
  const received: ReceivedSms[] = [];
  const assembling = new Map<string, { parts: Map<number, { text: string; id: string }>; total: number }>();
  const checks = new Set<() => void>();
  let submits = 0;
  let binds = 0;
  let enquireLinks = 0;
  let nextId = 1_000_000_000;
  let rejections = { remaining: 0, status: 0 };

  /** Something happened: every waiting check looks again. */
  const changed = () => { for (const check of [...checks]) check(); };
  const record = (message: ReceivedSms) => {
    received.push(message);
    changed();
  };

  const accept = (pdu: PDU, id: string) => {
    const { text, udh } = partOf(pdu);
    const base = { to: pdu.destination_addr ?? '', from: pdu.source_addr ?? '', fromTon: pdu.source_addr_ton ?? 0, dataCoding: pdu.data_coding ?? 0 };
    const concat = concatenation(udh);
    if (!concat) return record({ ...base, text, parts: 1, messageIds: [id] });
    const key = `${base.from}|${base.to}|${concat.ref}|${concat.total}`;
    const entry = assembling.get(key) ?? { parts: new Map(), total: concat.total };
    entry.parts.set(concat.seq, { text, id });
    assembling.set(key, entry);
    if (entry.parts.size < entry.total) return;
    assembling.delete(key);
    const ordered = [...entry.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
    record({ ...base, text: ordered.map((part) => part.text).join(''), parts: entry.total, messageIds: ordered.map((part) => part.id) });
  };

  const receipt = (session: Session, pdu: PDU, id: string) => {
    const date = receiptDate(new Date());
    session.deliver_sm({
      source_addr_ton: pdu.dest_addr_ton, source_addr_npi: pdu.dest_addr_npi, source_addr: pdu.destination_addr,
      dest_addr_ton: pdu.source_addr_ton, dest_addr_npi: pdu.source_addr_npi, destination_addr: pdu.source_addr,
      esm_class: 0x04, data_coding: 0,
      short_message: `id:${id} sub:001 dlvrd:001 submit date:${date} done date:${date} stat:DELIVRD err:000 text:`,
      receipted_message_id: id, message_state: 2,
    });
  };

  const behaviour = { sendReceipts: false, silent: false, responseDelayMs: 0 };
  const delayed = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number, run: () => void) => {
    if (ms <= 0) return run();
    const timer = setTimeout(() => { delayed.delete(timer); run(); }, ms);
    delayed.add(timer);
  };

  const server = createServer((session) => {
    let bound = false;
    // A client that destroys its socket (as the transport's tests do) resets the connection: expected here.
    session.on('error', () => session.destroy());
    session.on('bind_transceiver', (pdu) => {
      const ok = pdu.system_id === credentials.systemId && pdu.password === credentials.password;
      if (ok) { bound = true; binds += 1; }
      session.send(pdu.response(ok ? { system_id: 'test-smsc' } : { command_status: smppErrors.ESME_RBINDFAIL }));
      changed();
    });
    session.on('enquire_link', (pdu) => {
      enquireLinks += 1;
      session.send(pdu.response());
      changed();
    });
    session.on('unbind', (pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('unknown', (pdu) => { session.send(pdu.response()); });
    session.on('submit_sm', (pdu) => {
      submits += 1;
      queueMicrotask(changed);
      if (!bound) return void session.send(pdu.response({ command_status: smppErrors.ESME_RINVBNDSTS }));
      if (rejections.remaining > 0) {
        rejections.remaining -= 1;
        return void session.send(pdu.response({ command_status: rejections.status }));
      }
      const id = String(nextId++);
      accept(pdu, id);
      if (behaviour.silent) return;
      later(behaviour.responseDelayMs, () => {
        session.send(pdu.response({ message_id: id }));
        if (behaviour.sendReceipts) receipt(session, pdu, id);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(credentials.port ?? 0, '127.0.0.1', () => { server.off('error', reject); resolve(); });
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `smpp://${encodeURIComponent(credentials.systemId)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`,
    received,
    get submits() { return submits; },
    get binds() { return binds; },
    get enquireLinks() { return enquireLinks; },
    get sendReceipts() { return behaviour.sendReceipts; },
    set sendReceipts(on: boolean) { behaviour.sendReceipts = on; },
    get silent() { return behaviour.silent; },
    set silent(on: boolean) { behaviour.silent = on; },
    get responseDelayMs() { return behaviour.responseDelayMs; },
    set responseDelayMs(ms: number) { behaviour.responseDelayMs = ms; },
    dropLinks() {
      for (const session of [...server.sessions]) session.destroy();
    },
    pingClients(timeoutMs = 2_000) {
      const pings = server.sessions.map((session) => new Promise<number>((resolve) => {
        const timer = setTimeout(() => resolve(0), timeoutMs);
        session.enquire_link({}, () => { clearTimeout(timer); resolve(1); });
      }));
      return Promise.all(pings).then((answers) => answers.reduce((sum, answered) => sum + answered, 0));
    },
    rejectNext(n: number, status: number) {
      rejections = { remaining: n, status };
    },
    waitFor(count: number, timeoutMs = 5_000) {
      return new Promise<ReceivedSms[]>((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          finish();
          resolve(received);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`The test SMS centre got ${received.length} of ${count} messages in ${timeoutMs} ms`));
        }, timeoutMs);
        const finish = () => { clearTimeout(timer); checks.delete(check); };
        checks.add(check);
        check();
      });
    },
    when(condition: () => boolean, timeoutMs = 5_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!condition()) return;
          finish();
          resolve();
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`The test SMS centre did not see what the test waits for in ${timeoutMs} ms (${binds} binds, ${enquireLinks} enquire_link, ${submits} submit_sm)`));
        }, timeoutMs);
        const finish = () => { clearTimeout(timer); checks.delete(check); };
        checks.add(check);
        check();
      });
    },
    close() {
      return new Promise<void>((resolve) => {
        for (const timer of delayed) clearTimeout(timer);
        delayed.clear();
        for (const session of [...server.sessions]) session.destroy();
        server.close(() => resolve());
      });
    },
  };
}
