import { connect, errors as smppErrors, type PDU, type PduFields, type Session } from 'smpp';
import { smsDestination } from './msisdn';
import { splitSms } from './sms-parts';
import type { OutgoingSms, SmsReceipt, SmsTransport } from './transport';

export interface SmppTransportOptions {
  /** How often the idle link is checked with enquire_link (SMS centres drop links silent for a minute or two). */
  enquireLinkMs?: number;
  /** How long bind, submit_sm and enquire_link wait for their answer before the send (or the link) is given up. */
  responseTimeoutMs?: number;
  /** How long a send issued while the link is down waits for it to come back before it rejects. */
  linkWaitMs?: number;
  /** The first reconnect's delay; it doubles per failed attempt up to `reconnectMaxMs`. */
  reconnectMinMs?: number;
  reconnectMaxMs?: number;
  /** Link events (connecting, bound, drops, reconnects, unreadable receipts), for the caller to log: the transport writes nothing itself. */
  log?: (event: string, detail?: Record<string, unknown>) => void;
  /** What runs the keep-alive and waits out a reconnect's delay: the process's timers unless a test fires them itself. */
  timers?: LinkTimers;
}

/** The transport's long-running timers; each answers a function that stops it. */
export interface LinkTimers {
  /** Runs `run` every `ms`. */
  every(run: () => void, ms: number): () => void;
  /** Runs `run` once, after `ms`. */
  after(run: () => void, ms: number): () => void;
}

const processTimers: LinkTimers = {
  every(run, ms) {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
  after(run, ms) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** Where and as whom to bind, from `smpp://system_id:password@host:port` (`ssmpp:` for TLS). */
export interface SmppEndpoint { host: string; port: number; tls: boolean; systemId: string; password: string }

/**
 * An SMPP failure the outbox worker can judge: `status` is the SMS centre's command_status when it
 * answered; `permanent` when sending the same message again cannot succeed (a destination it refuses).
 */
export class SmppError extends Error {
  constructor(message: string, readonly status?: number, readonly permanent = false) {
    super(message);
    this.name = 'SmppError';
  }
}

const ESM_CLASS = { deliveryReceipt: 0x04, udhIndicator: 0x40 } as const;
/** SMPP 3.4, whose receipted_message_id and message_state TLVs the receipts are read from. */
const INTERFACE_VERSION = 0x34;
/** Statuses that name the destination as wrong: no retry can fix them. */
const PERMANENT_STATUSES = new Set([smppErrors.ESME_RINVDSTADR, smppErrors.ESME_RINVDSTTON, smppErrors.ESME_RINVDSTNPI]);
/** message_state TLV values, as the stat: word of a receipt text spells them. */
const MESSAGE_STATES: Record<number, string> = { 1: 'ENROUTE', 2: 'DELIVRD', 3: 'EXPIRED', 4: 'DELETED', 5: 'UNDELIV', 6: 'ACCEPTD', 7: 'UNKNOWN', 8: 'REJECTD' };
const STATUS_NAMES = new Map(Object.entries(smppErrors).map(([name, code]) => [code, name]));

/** "ESME_RTHROTTLED (0x00000058)": the name operators search the SMS centre's documentation for. */
export function smppStatusName(status: number): string {
  return `${STATUS_NAMES.get(status) ?? 'unknown status'} (0x${status.toString(16).padStart(8, '0')})`;
}

function statusError(what: string, status: number): SmppError {
  return new SmppError(`The SMS centre refused ${what}: ${smppStatusName(status)}`, status, PERMANENT_STATUSES.has(status));
}

/** The SMPP URL's parts, credentials percent-decoded; throws on a URL that is not smpp: or ssmpp: with a host and a system_id. */
export function parseSmppUrl(url: string): SmppEndpoint {
  const parsed = new URL(url);
  if (parsed.protocol !== 'smpp:' && parsed.protocol !== 'ssmpp:') throw new Error(`An SMPP URL starts smpp:// or ssmpp://, not ${parsed.protocol}`);
  const tls = parsed.protocol === 'ssmpp:';
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const systemId = decodeURIComponent(parsed.username);
  if (!host || !systemId) throw new Error('An SMPP URL names the host and the system_id: smpp://system_id:password@host:2775');
  return { host, port: parsed.port ? Number(parsed.port) : tls ? 3550 : 2775, tls, systemId, password: decodeURIComponent(parsed.password) };
}

/** source_addr and its type: a number as international (1/1), a name of up to 11 characters as alphanumeric (5/0). */
function senderAddress(sender: string): Pick<PduFields, 'source_addr' | 'source_addr_ton' | 'source_addr_npi'> {
  const trimmed = sender.trim();
  if (/^\+?\d{1,15}$/.test(trimmed)) return { source_addr: trimmed.replace(/^\+/, ''), source_addr_ton: 1, source_addr_npi: 1 };
  if (!/^[\x20-\x7e]{1,11}$/.test(trimmed)) throw new Error(`An SMS sender is a number or up to 11 ASCII letters and digits, not "${sender}"`);
  return { source_addr: trimmed, source_addr_ton: 5, source_addr_npi: 0 };
}

/** The text of a received short_message or message_payload, however the package decoded it. */
function messageText(value: PDU['short_message']): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  return typeof value.message === 'string' ? value.message : value.message.toString('latin1');
}

/**
 * The delivery receipt a deliver_sm carries, or null when it is not one (a reply from a phone) or
 * names no message: the id from the receipted_message_id TLV, else the text's `id:`; the state from
 * the text's `stat:`, else the message_state TLV.
 */
export function readDeliveryReceipt(pdu: Pick<PDU, 'esm_class' | 'receipted_message_id' | 'message_state' | 'short_message' | 'message_payload'>): SmsReceipt | null {
  if (!((pdu.esm_class ?? 0) & ESM_CLASS.deliveryReceipt)) return null;
  const text = messageText(pdu.short_message) || messageText(pdu.message_payload);
  const providerId = pdu.receipted_message_id?.trim() || /(?:^|\s)id:(\S+)/i.exec(text)?.[1];
  const status = /(?:^|\s)stat:(\w+)/i.exec(text)?.[1]?.toUpperCase() ?? (pdu.message_state ? MESSAGE_STATES[pdu.message_state] : undefined);
  if (!providerId || !status) return null;
  return { providerId, delivered: status === 'DELIVRD', status };
}

/** One TCP (or TLS) connection to the SMS centre, from connect to close. */
interface Link {
  session: Session;
  bound: boolean;
  boundAt: number;
  /** Rejects each submit_sm still waiting for its submit_sm_resp (called when the link goes). */
  pending: Set<(error: Error) => void>;
  timers: Set<ReturnType<typeof setTimeout>>;
  /** Stops the keep-alive. */
  stopEnquire?: () => void;
  closed: Promise<void>;
}

interface LinkWaiter { resolve: (link: Link) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }

/**
 * SMS over SMPP 3.4 to the operator's SMS centre: one bound transceiver link, kept alive with
 * enquire_link and reconnected with backoff when it drops; each part goes as a submit_sm asking for
 * a delivery receipt, and receipts come back as deliver_sm. The transport never resends: a send whose
 * link dropped before every part was answered rejects, and the outbox worker tries it again later.
 */
export function createSmppTransport(url: string, sender: string, options: SmppTransportOptions = {}): SmsTransport {
  const endpoint = parseSmppUrl(url);
  const source = senderAddress(sender);
  const settings = {
    enquireLinkMs: options.enquireLinkMs ?? 30_000,
    responseTimeoutMs: options.responseTimeoutMs ?? 15_000,
    linkWaitMs: options.linkWaitMs ?? 20_000,
    reconnectMinMs: options.reconnectMinMs ?? 500,
    reconnectMaxMs: options.reconnectMaxMs ?? 30_000,
  };
  const log = options.log ?? (() => {});
  const timers = options.timers ?? processTimers;
  const listeners: ((receipt: SmsReceipt) => void)[] = [];
  const waiters = new Set<LinkWaiter>();
  let current: Link | null = null;
  /** Set by close(): no reconnect, no new send. `closing` is close()'s promise, shared by repeated calls. */
  let stopped = false;
  let closing: Promise<void> | null = null;
  let cancelReconnect: (() => void) | null = null;
  /** The backoff's exponent: reconnects since a link last stayed bound for reconnectMaxMs (a flapping centre is not hammered). */
  let failures = 0;
  let lastProblem = 'not connected yet';
  let ref = Math.floor(Math.random() * 256);

  const settleWaiters = (outcome: { link: Link } | { error: Error }) => {
    for (const waiter of waiters) {
      clearTimeout(waiter.timer);
      if ('link' in outcome) waiter.resolve(outcome.link);
      else waiter.reject(outcome.error);
    }
    waiters.clear();
  };

  const linkTimer = (link: Link, ms: number, run: () => void) => {
    const timer = setTimeout(() => { link.timers.delete(timer); run(); }, ms);
    link.timers.add(timer);
    return timer;
  };
  const clearLinkTimer = (link: Link, timer: ReturnType<typeof setTimeout>) => { clearTimeout(timer); link.timers.delete(timer); };

  const scheduleReconnect = () => {
    const delay = Math.min(settings.reconnectMaxMs, settings.reconnectMinMs * 2 ** failures);
    failures += 1;
    log('reconnect', { inMs: delay, attempt: failures });
    cancelReconnect = timers.after(() => { cancelReconnect = null; open(); }, delay);
  };

  const keepAlive = (link: Link) => {
    let awaiting = false;
    link.stopEnquire = timers.every(() => {
      if (awaiting) return;
      awaiting = true;
      const deadline = linkTimer(link, settings.responseTimeoutMs, () => {
        log('enquire_link_timeout_error', { afterMs: settings.responseTimeoutMs });
        link.session.destroy();
      });
      link.session.enquire_link({}, () => { awaiting = false; clearLinkTimer(link, deadline); });
    }, settings.enquireLinkMs);
  };

  const bind = (link: Link, deadline: ReturnType<typeof setTimeout>) => {
    const { session } = link;
    session.bind_transceiver({ system_id: endpoint.systemId, password: endpoint.password, interface_version: INTERFACE_VERSION }, (pdu) => {
      clearLinkTimer(link, deadline);
      if (pdu.command_status !== 0) {
        const error = statusError('bind_transceiver', pdu.command_status);
        lastProblem = error.message;
        log('bind_error', { status: smppStatusName(pdu.command_status) });
        settleWaiters({ error });
        session.destroy();
        return;
      }
      link.bound = true;
      link.boundAt = Date.now();
      log('bound', { host: endpoint.host, port: endpoint.port });
      keepAlive(link);
      settleWaiters({ link });
    });
  };

  function open(): void {
    if (stopped) return;
    log('connecting', { host: endpoint.host, port: endpoint.port, tls: endpoint.tls });
    const session = connect({ host: endpoint.host, port: endpoint.port, tls: endpoint.tls });
    let markClosed = () => {};
    const link: Link = { session, bound: false, boundAt: 0, pending: new Set(), timers: new Set(), closed: new Promise((resolve) => { markClosed = resolve; }) };
    current = link;
    // Connecting and binding together get one response timeout: a host that swallows packets is a drop too.
    const bindDeadline = linkTimer(link, settings.responseTimeoutMs, () => {
      lastProblem = `no bind within ${settings.responseTimeoutMs} ms`;
      log('bind_timeout_error', { afterMs: settings.responseTimeoutMs });
      session.destroy();
    });
    session.on(endpoint.tls ? 'secureConnect' : 'connect', () => bind(link, bindDeadline));
    session.on('error', (error) => {
      lastProblem = error.message;
      log('socket_error', { error: error.message });
      // The package stops reading a session after a PDU it cannot parse; a fresh link is the way on.
      session.destroy();
    });
    session.on('close', () => {
      link.stopEnquire?.();
      for (const timer of link.timers) clearTimeout(timer);
      link.timers.clear();
      const rejected = link.pending.size;
      for (const reject of link.pending) reject(new SmppError('The SMPP link dropped before the SMS centre answered submit_sm'));
      link.pending.clear();
      if (link.bound && Date.now() - link.boundAt >= settings.reconnectMaxMs) failures = 0;
      if (link.bound) lastProblem = 'the link dropped';
      link.bound = false;
      if (current === link) current = null;
      markClosed();
      if (stopped) return;
      log('link_down_error', { rejected });
      scheduleReconnect();
    });
    session.on('enquire_link', (pdu) => { session.send(pdu.response()); });
    session.on('unbind', (pdu) => {
      log('unbound_by_centre');
      session.send(pdu.response());
      session.close();
    });
    session.on('unknown', (pdu) => { session.send(pdu.response()); });
    session.on('deliver_sm', (pdu) => {
      session.send(pdu.response());
      const receipt = readDeliveryReceipt(pdu);
      if (!receipt) {
        log((pdu.esm_class ?? 0) & ESM_CLASS.deliveryReceipt ? 'receipt_unreadable_error' : 'deliver_sm_ignored', { from: pdu.source_addr });
        return;
      }
      for (const listener of listeners) {
        try {
          listener(receipt);
        } catch (error) {
          log('receipt_listener_error', { error: error instanceof Error ? error.message : String(error) });
        }
      }
    });
  }

  /** The bound link, now or once it is back; rejects after linkWaitMs, or at once when a bind is refused. */
  const boundLink = (): Promise<Link> => {
    if (stopped) return Promise.reject(new SmppError('The SMPP transport is closed'));
    if (current?.bound) return Promise.resolve(current);
    return new Promise((resolve, reject) => {
      const waiter: LinkWaiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          waiters.delete(waiter);
          reject(new SmppError(`The SMPP link is down (${lastProblem}); waited ${settings.linkWaitMs} ms for it`));
        }, settings.linkWaitMs),
      };
      waiters.add(waiter);
    });
  };

  /** One submit_sm: its message_id once answered with status 0. */
  const submit = (link: Link, fields: PduFields, label: string): Promise<string> => new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearLinkTimer(link, timer);
      link.pending.delete(fail);
      reject(error);
    };
    const timer = linkTimer(link, settings.responseTimeoutMs, () => fail(new SmppError(`No submit_sm_resp for ${label} within ${settings.responseTimeoutMs} ms`)));
    link.pending.add(fail);
    const written = link.session.submit_sm(fields, (pdu) => {
      if (settled) return;
      if (pdu.command_status !== 0) return fail(statusError(`submit_sm for ${label}`, pdu.command_status));
      settled = true;
      clearLinkTimer(link, timer);
      link.pending.delete(fail);
      resolve(pdu.message_id ?? '');
    });
    if (!written) fail(new SmppError('The SMPP link is not writable'));
  });

  open();

  return {
    async send(sms: OutgoingSms) {
      const destination = smsDestination(sms.to);
      ref = (ref + 1) & 0xff;
      const { dataCoding, parts } = splitSms(sms.body, ref);
      const link = await boundLink();
      const providerIds = await Promise.all(parts.map((part, i) => submit(link, {
        ...source,
        dest_addr_ton: destination.ton,
        dest_addr_npi: destination.npi,
        destination_addr: destination.address,
        esm_class: part.udh ? ESM_CLASS.udhIndicator : 0,
        registered_delivery: 1,
        data_coding: dataCoding,
        short_message: part.udh ? { udh: part.udh, message: part.message } : part.message,
      }, parts.length > 1 ? `message ${sms.id} part ${i + 1} of ${parts.length}` : `message ${sms.id}`)));
      return { providerIds };
    },

    onReceipt(listener) {
      listeners.push(listener);
    },

    close() {
      if (closing) return closing;
      stopped = true;
      cancelReconnect?.();
      cancelReconnect = null;
      settleWaiters({ error: new SmppError('The SMPP transport is closed') });
      const link = current;
      closing = (async () => {
        if (!link) return;
        link.stopEnquire?.();
        // unbind_resp, then end the socket; a centre that does not answer (or a link still connecting) is cut.
        const cut = setTimeout(() => link.session.destroy(), settings.responseTimeoutMs);
        const unbinding = link.bound && link.session.unbind({}, () => link.session.close());
        if (!unbinding) link.session.destroy();
        await link.closed;
        clearTimeout(cut);
        log('closed');
      })();
      return closing;
    },
  };
}
