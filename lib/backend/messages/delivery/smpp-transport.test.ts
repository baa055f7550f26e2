/** @jest-environment node */
import { errors as smppErrors } from 'smpp';
import { createSmppTransport, type LinkTimers, parseSmppUrl, readDeliveryReceipt, type SmppTransportOptions } from './smpp-transport';
import { startTestSmppServer, type TestSmppServer } from './test-smpp-server';
import type { OutgoingSms, SmsReceipt, SmsTransport } from './transport';

const credentials = { systemId: 'portal', password: 's3cr:t@' };
const arabicText = 'عميلنا العزيز، تم استلام طلب تجديد وثيقة التأمين الخاصة بمركبتك وسنتواصل معك خلال يومي عمل. رمز المتابعة ٤٨٢٩١٣، ويمكنك متابعة الطلب من البوابة في أي وقت. شكراً لاختيارك شركتنا للتأمين في الأردن.';

let servers: TestSmppServer[] = [];
let transports: SmsTransport[] = [];

async function server(): Promise<TestSmppServer> {
  const started = await startTestSmppServer(credentials);
  servers.push(started);
  return started;
}

function transport(url: string, options: SmppTransportOptions = {}, sender = 'InsureJo'): SmsTransport {
  const created = createSmppTransport(url, sender, { reconnectMinMs: 50, reconnectMaxMs: 400, linkWaitMs: 5_000, ...options });
  transports.push(created);
  return created;
}

const sms = (body: string, id = 1, to = '0791234567'): OutgoingSms => ({ id, to, body, language: 'en' });

/** `promise`, or a failure naming `what` once `timeoutMs` has passed without it. */
function within<T>(promise: Promise<T>, what: string, timeoutMs = 5_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: not within ${timeoutMs} ms`)), timeoutMs); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The transport's link events as they come, and a wait for one of them (at once when it came already). */
function linkEvents() {
  const seen: string[] = [];
  const waiting = new Set<() => void>();
  const times = (event: string) => seen.filter((e) => e === event).length;
  return {
    seen,
    log: (event: string) => {
      seen.push(event);
      for (const check of [...waiting]) check();
    },
    /** Resolves once `event` has come `count` times. */
    next: (event: string, count = 1) => within(new Promise<void>((resolve) => {
      const check = () => {
        if (times(event) < count) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    }), `link event ${event} (${count})`),
  };
}

/** Keep-alive and reconnect timers the test fires itself, instead of waiting for them. */
function manualTimers() {
  const repeating = new Map<number, { run: () => void; ms: number }>();
  const once = new Map<number, { run: () => void; ms: number }>();
  let id = 0;
  const add = (into: typeof once, run: () => void, ms: number) => {
    const key = (id += 1);
    into.set(key, { run, ms });
    return () => { into.delete(key); };
  };
  const timers: LinkTimers = { every: (run, ms) => add(repeating, run, ms), after: (run, ms) => add(once, run, ms) };
  return {
    timers,
    /** The periods of the repeating timers running now. */
    periods: () => [...repeating.values()].map((timer) => timer.ms),
    /** How many one-off timers wait to run. */
    pending: () => once.size,
    /** One period of every repeating timer goes by. */
    tick: () => { for (const timer of [...repeating.values()]) timer.run(); },
  };
}

afterEach(async () => {
  await Promise.all(transports.map((t) => t.close()));
  await Promise.all(servers.map((s) => s.close()));
  transports = [];
  servers = [];
});

describe('SMPP transport against a real SMPP server', () => {
  it('sends an English code message as one GSM submit_sm to the international number', async () => {
    const smsc = await server();
    const sent = await transport(smsc.url).send(sms('Your verification code is 482913. It expires in 10 minutes.'));
    expect(smsc.submits).toBe(1);
    expect(smsc.received).toEqual([{
      to: '962791234567', from: 'InsureJo', fromTon: 5, dataCoding: 0, parts: 1,
      text: 'Your verification code is 482913. It expires in 10 minutes.', messageIds: sent.providerIds,
    }]);
    expect(sent.providerIds).toHaveLength(1);
  });

  it('sends a numeric sender as an international number', async () => {
    const smsc = await server();
    await transport(smsc.url, {}, '+962790000001').send(sms('Hello', 1, '+962781234567'));
    expect(smsc.received[0]).toMatchObject({ from: '962790000001', fromTon: 1, to: '962781234567' });
  });

  it('sends a 200-character Arabic text as three concatenated UCS-2 parts that join to the exact text', async () => {
    const smsc = await server();
    expect(arabicText.length).toBeGreaterThan(134);
    expect(arabicText.length).toBeLessThanOrEqual(201);
    const sent = await transport(smsc.url).send({ ...sms(arabicText), language: 'ar' });
    expect(smsc.submits).toBe(3);
    expect(smsc.received).toHaveLength(1);
    expect(smsc.received[0]).toMatchObject({ dataCoding: 8, parts: 3, text: arabicText, to: '962791234567' });
    expect(sent.providerIds).toEqual(smsc.received[0]!.messageIds);
    expect(new Set(sent.providerIds).size).toBe(3);
  });

  it('rejects sends with the bind failure when the password is wrong', async () => {
    const smsc = await server();
    const wrong = smsc.url.replace(encodeURIComponent(credentials.password), 'wrong');
    const started = Date.now();
    await expect(transport(wrong, { linkWaitMs: 10_000 }).send(sms('Hello'))).rejects.toThrow(/bind_transceiver: ESME_RBINDFAIL \(0x0000000d\)/);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(smsc.submits).toBe(0);
  });

  it('hands delivery receipts to the listeners with the part message id', async () => {
    const smsc = await server();
    smsc.sendReceipts = true;
    const receipts: SmsReceipt[] = [];
    const sms1 = transport(smsc.url);
    const first = within(new Promise<void>((resolve) => sms1.onReceipt((receipt) => { receipts.push(receipt); resolve(); })), 'a delivery receipt');
    const { providerIds } = await sms1.send(sms('Your policy renewal is confirmed.'));
    await first;
    expect(receipts).toEqual([{ providerId: providerIds[0], delivered: true, status: 'DELIVRD' }]);
  });

  it('rejects a send the centre refuses, naming the status, and sends the next one', async () => {
    const smsc = await server();
    const sms1 = transport(smsc.url);
    smsc.rejectNext(1, smppErrors.ESME_RTHROTTLED!);
    await expect(sms1.send(sms('One'))).rejects.toThrow(/ESME_RTHROTTLED \(0x00000058\)/);
    await expect(sms1.send(sms('Two'))).resolves.toEqual({ providerIds: [expect.any(String)] });
    expect(smsc.received.map((m) => m.text)).toEqual(['Two']);
  });

  it('marks a refused destination as permanent, and an unroutable number without sending', async () => {
    const smsc = await server();
    const sms1 = transport(smsc.url);
    smsc.rejectNext(1, smppErrors.ESME_RINVDSTADR!);
    await expect(sms1.send(sms('One'))).rejects.toMatchObject({ permanent: true, status: smppErrors.ESME_RINVDSTADR });
    await expect(sms1.send(sms('Two', 2, '065000000'))).rejects.toMatchObject({ permanent: true });
    expect(smsc.submits).toBe(1);
  });

  it('rejects a send whose submit_sm_resp does not come within the response timeout', async () => {
    const smsc = await server();
    smsc.silent = true;
    await expect(transport(smsc.url, { responseTimeoutMs: 300 }).send(sms('Hello'))).rejects.toThrow(/No submit_sm_resp for message 1 within 300 ms/);
  });

  it('rejects a send whose link drops before the answer, and does not send it again after reconnecting', async () => {
    const smsc = await server();
    smsc.silent = true;
    const sms1 = transport(smsc.url);
    const sending = sms1.send(sms('Hello'));
    await smsc.when(() => smsc.submits === 1);
    smsc.dropLinks();
    await expect(sending).rejects.toThrow(/link dropped before the SMS centre answered/);
    await smsc.when(() => smsc.binds === 2);
    // The first message on the new link is the next one sent: Hello was not sent again.
    smsc.silent = false;
    await sms1.send(sms('Next', 2));
    expect(smsc.received.map((m) => m.text)).toEqual(['Hello', 'Next']);
    expect(smsc.submits).toBe(2);
  });

  it('holds a send issued while the link is down until it is back', async () => {
    const smsc = await server();
    const events = linkEvents();
    const sms1 = transport(smsc.url, { log: events.log });
    await sms1.send(sms('First'));
    smsc.dropLinks();
    // A send written before the transport notices the drop rejects like one in flight; this one comes after.
    await events.next('link_down_error');
    await expect(sms1.send(sms('Second'))).resolves.toEqual({ providerIds: [expect.any(String)] });
    expect(smsc.binds).toBe(2);
    expect(smsc.received.map((m) => m.text)).toEqual(['First', 'Second']);
  });

  it('rejects a send when the centre stays unreachable for the link wait', async () => {
    const smsc = await server();
    const events = linkEvents();
    const sms1 = transport(smsc.url, { linkWaitMs: 400, log: events.log });
    await sms1.send(sms('First'));
    await smsc.close();
    await events.next('link_down_error');
    await expect(sms1.send(sms('Second'))).rejects.toThrow(/SMPP link is down \(.*\); waited 400 ms/);
  });

  it('reconnects after the link drops mid-batch, and every one of 20 messages arrives when failed sends are retried', async () => {
    const smsc = await server();
    // Answers take 30 ms, so the drop catches some sends after the centre took them but before it answered.
    smsc.responseDelayMs = 30;
    const events = linkEvents();
    const sms1 = transport(smsc.url, { log: events.log });
    const texts = Array.from({ length: 20 }, (_, i) => `Your verification code is ${100_000 + i}.`);
    const rejections = new Map<string, number>();
    // A rejected send is sent again once the link is bound again (the second bind), as the worker's next round would.
    const deliver = async (text: string, id: number) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await sms1.send(sms(text, id));
        } catch (error) {
          rejections.set(text, (rejections.get(text) ?? 0) + 1);
          if (attempt === 5) throw error;
          await events.next('bound', 2);
        }
      }
    };
    // Five leave one after another, each once the centre took the one before; the link drops with their answers on the way.
    const sending: Promise<unknown>[] = [];
    for (const [i, text] of texts.slice(0, 5).entries()) {
      sending.push(deliver(text, i + 1));
      await smsc.when(() => smsc.submits > i);
    }
    smsc.dropLinks();
    sending.push(...texts.slice(5).map((text, i) => deliver(text, i + 6)));
    await Promise.all(sending);

    const arrived = smsc.received.map((m) => m.text);
    expect(new Set(arrived)).toEqual(new Set(texts));
    expect(smsc.binds).toBe(2);
    // A message arrives twice only when its answer was lost with the link and the retry sent it again.
    const counts = new Map<string, number>();
    for (const text of arrived) counts.set(text, (counts.get(text) ?? 0) + 1);
    for (const [text, count] of counts) expect(count).toBeLessThanOrEqual(1 + (rejections.get(text) ?? 0));
    const duplicates = arrived.length - counts.size;
    const rejected = [...rejections.values()].reduce((sum, n) => sum + n, 0);
    expect(rejected).toBeGreaterThan(0);
    process.stdout.write(`SMPP drop mid-batch: ${arrived.length} arrivals of 20 messages, ${duplicates} duplicates, ${rejected} rejected sends retried\n`);
  });

  it('sends enquire_link on the configured period and answers the centre\'s', async () => {
    const smsc = await server();
    const clock = manualTimers();
    const sms1 = transport(smsc.url, { enquireLinkMs: 100, timers: clock.timers });
    await sms1.send(sms('Hello'));
    expect(clock.periods()).toEqual([100]);
    for (let period = 1; period <= 4; period += 1) {
      clock.tick();
      await smsc.when(() => smsc.enquireLinks === period);
      // The centre's own enquire_link is answered after the transport read the answer to its one (one TCP stream).
      await expect(smsc.pingClients()).resolves.toBe(1);
    }
    // A period that passes while an enquire_link waits for its answer sends no second one.
    clock.tick();
    clock.tick();
    await expect(smsc.pingClients()).resolves.toBe(1);
    expect(smsc.enquireLinks).toBe(5);
  });

  it('unbinds on close and stops reconnecting', async () => {
    const smsc = await server();
    const events = linkEvents();
    const clock = manualTimers();
    const sms1 = transport(smsc.url, { log: events.log, timers: clock.timers });
    await sms1.send(sms('Hello'));
    await sms1.close();
    // The link's end was handled before close() answered: no reconnect waits, no keep-alive runs.
    expect(events.seen).toContain('closed');
    expect(events.seen).not.toContain('reconnect');
    expect([clock.pending(), clock.periods()]).toEqual([0, []]);
    expect(smsc.binds).toBe(1);
    await expect(sms1.send(sms('After'))).rejects.toThrow(/closed/);
  });

  it('stops reconnecting when closed while the link is down', async () => {
    const smsc = await server();
    const events = linkEvents();
    const clock = manualTimers();
    const sms1 = transport(smsc.url, { log: events.log, timers: clock.timers });
    await sms1.send(sms('Hello'));
    await smsc.close();
    await events.next('reconnect');
    expect(clock.pending()).toBe(1);
    await sms1.close();
    // The reconnect that waited is called off: nothing is left to run.
    expect(clock.pending()).toBe(0);
    expect(events.seen.filter((event) => event === 'connecting')).toHaveLength(1);
  });
});

describe('readDeliveryReceipt', () => {
  it('reads the id and state from the text when there is no TLV', () => {
    expect(readDeliveryReceipt({ esm_class: 4, short_message: { message: 'id:7F3A sub:001 dlvrd:000 submit date:2601011200 done date:2601011201 stat:UNDELIV err:001 text:' } }))
      .toEqual({ providerId: '7F3A', delivered: false, status: 'UNDELIV' });
  });

  it('prefers receipted_message_id, and takes message_state when the text has no stat', () => {
    expect(readDeliveryReceipt({ esm_class: 4, receipted_message_id: 'abc', message_state: 2, short_message: { message: '' } }))
      .toEqual({ providerId: 'abc', delivered: true, status: 'DELIVRD' });
  });

  it('is null for a message from a phone', () => {
    expect(readDeliveryReceipt({ esm_class: 0, short_message: { message: 'id:1 stat:DELIVRD' } })).toBeNull();
  });
});

describe('parseSmppUrl', () => {
  it('decodes the credentials and defaults the port', () => {
    expect(parseSmppUrl('smpp://por%40tal:p%3Ass@smsc.example')).toEqual({ host: 'smsc.example', port: 2775, tls: false, systemId: 'por@tal', password: 'p:ss' });
    expect(parseSmppUrl('ssmpp://a:b@smsc.example:3600')).toMatchObject({ port: 3600, tls: true });
    expect(() => parseSmppUrl('http://a:b@smsc.example')).toThrow(/smpp:\/\//);
  });
});
