/**
 * The production shape on one machine, for the browser tests beside this file (Playwright's
 * webServer, playwright.production-shape.config.ts): a fresh database on the PostgreSQL server of
 * TEST_DATABASE_URL; the SMTP and SMPP servers the messages really go to; the Checkout.com double,
 * whose hosted page the browser pays on and whose webhooks go to the portal; the backend as its own
 * service (`scripts/api.ts`, as `npm run api` starts it) on that database; and the portal (the
 * production build) with API_BASE_URL pointing at it. Each starts once for the whole run.
 *
 * A small control server (SHAPE_CONTROL_PORT) lets the tests read what a customer's phone and
 * mailbox would: GET /sms?to=<number>, GET /database (the database URL, to end a session behind the
 * portal's back). It also plays the gateway's side: POST /checkout/webhooks?mode=send|hold|drop (the
 * double's events sent, held back, or never sent: polling only), POST /checkout/release (the held
 * events delivered together), POST /checkout/pay?session=<hpp_…> (a hosted page paid), and
 * GET /checkout/payments?reference=<payment id> (what the gateway holds of each of its payments). Everything stops, and the database is dropped, on SIGTERM or SIGINT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startTestSmppServer } from '../../lib/backend/messages/delivery/test-smpp-server';
import { startTestSmtpServer } from '../../lib/backend/messages/delivery/test-smtp-server';
import { startTestCheckoutServer, type TestCheckoutServer } from '../../lib/backend/payments/gateway/test-checkout-server';

// Started from the project's folder (Playwright runs its webServer there).
const ROOT = process.cwd();
const PORTAL_PORT = Number(process.env.SHAPE_PORT ?? 3210);
const API_PORT = Number(process.env.SHAPE_API_PORT ?? 4210);
const CONTROL_PORT = Number(process.env.SHAPE_CONTROL_PORT ?? 4211);
const SERVER_URL = process.env.TEST_DATABASE_URL;
const ORIGIN = `http://localhost:${PORTAL_PORT}`;
const CHECKOUT = { key: 'sk_sbox_production_shape', webhookSecret: 'whsec_production_shape_signing', channel: `pc_${'s'.repeat(26)}` };
const CLIENT_KEY = 'production-shape-portal-key';

const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function start(label: string, args: string[], env: Record<string, string>, { once = false } = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const prefix = (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).map((line) => `[${label}] ${line}`).join('\n');
  child.stdout?.on('data', (c: Buffer) => console.log(prefix(c)));
  child.stderr?.on('data', (c: Buffer) => console.error(prefix(c)));
  if (once) return child;
  child.on('exit', (code) => { if (!stopping) { console.error(`[${label}] exited with ${code}`); void stop(1); } });
  children.push(child);
  return child;
}

async function ready(url: string): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(300)) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok) return;
    } catch { /* not yet */ }
  }
  throw new Error(`${url} did not answer in time`);
}

let stopping = false;
let cleanUp = async () => {};
async function stop(code = 0): Promise<never> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // Each gets five seconds to close what it holds, then is killed.
  const exited = (child: ChildProcess) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)));
  await Promise.race([Promise.all(children.map(exited)), sleep(5_000)]);
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await cleanUp().catch((error) => console.error('[shape] clean-up', error));
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

async function main() {
  if (!SERVER_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server the tests may create a database on');
  const name = `portal_shape_${Date.now()}`;
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const database = new URL(SERVER_URL);
  database.pathname = `/${name}`;

  const smtp = await startTestSmtpServer({ user: 'portal', password: 'portal-mail' });
  const smpp = await startTestSmppServer({ systemId: 'portal', password: 'portal' });
  const checkout = await startTestCheckoutServer({
    secretKey: CHECKOUT.key,
    webhook: { url: `${ORIGIN}/api/payment/gateway-webhook`, secret: CHECKOUT.webhookSecret },
  });
  cleanUp = async () => {
    await Promise.allSettled([smtp.close(), smpp.close(), checkout.close()]);
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };

  const apiSettings = {
    API_PORT: String(API_PORT), API_CLIENT_KEY: CLIENT_KEY, DATABASE_URL: database.href, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shape-api-')),
    SMTP_URL: smtp.url, MAIL_FROM: 'Sanad Insurance <no-reply@sanad.example>', SMPP_URL: smpp.url, SMS_SENDER: 'Sanad',
    PUBLIC_ORIGIN: ORIGIN,
    CHECKOUT_SECRET_KEY: CHECKOUT.key, CHECKOUT_PROCESSING_CHANNEL_ID: CHECKOUT.channel, CHECKOUT_WEBHOOK_SECRET: CHECKOUT.webhookSecret, CHECKOUT_BASE_URL: checkout.url,
  };
  // The release step, then the service.
  await new Promise<void>((resolve, reject) => {
    start('migrate', ['--import', 'tsx', 'scripts/migrate.ts'], apiSettings, { once: true }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run migrate exited with ${code}`))));
  });
  start('api', ['--import', 'tsx', 'scripts/api.ts'], apiSettings);
  await ready(`http://127.0.0.1:${API_PORT}/healthz`);
  start('portal', ['server.mjs', '-p', String(PORTAL_PORT)], {
    API_BASE_URL: `http://127.0.0.1:${API_PORT}`, API_CLIENT_KEY: CLIENT_KEY, PUBLIC_ORIGIN: ORIGIN,
    SESSION_SECRET: 'production-shape-session-secret-0123456789', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shape-portal-')),
  });

  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const answer = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname.startsWith('/checkout/')) {
      checkoutControl(checkout, url).then(answer, (error: unknown) => res.writeHead(400).end(String(error)));
      return;
    }
    if (url.pathname === '/sms') return answer(smpp.received.filter((m) => !url.searchParams.get('to') || m.to.endsWith(url.searchParams.get('to')!.replace(/^0/, ''))).map((m) => ({ to: m.to, text: m.text })));
    if (url.pathname === '/mail') return answer(smtp.received.filter((m) => !url.searchParams.get('to') || m.envelope.rcptTo.includes(url.searchParams.get('to')!)).map((m) => ({ to: m.envelope.rcptTo, subject: m.subject, attachments: m.attachments.map((a) => a.filename) })));
    if (url.pathname === '/database') return answer({ url: database.href });
    res.writeHead(404).end();
  }).listen(CONTROL_PORT, '127.0.0.1');
  console.log(`[shape] portal ${ORIGIN} → API http://127.0.0.1:${API_PORT} → ${name}; Checkout double ${checkout.url}; control http://127.0.0.1:${CONTROL_PORT}`);
}

/** The control server's /checkout/… calls: see the top of this file. */
async function checkoutControl(checkout: TestCheckoutServer, url: URL): Promise<unknown> {
  const param = (name: string) => url.searchParams.get(name) ?? '';
  switch (url.pathname) {
    case '/checkout/webhooks': {
      const mode = param('mode');
      if (mode !== 'send' && mode !== 'hold' && mode !== 'drop') throw new Error('mode must be send, hold or drop');
      checkout.webhooks(mode);
      return { mode };
    }
    case '/checkout/release':
      return { statuses: await checkout.releaseWebhooks() };
    case '/checkout/pay':
      return { back: checkout.pay(param('session'), 'approve') };
    case '/checkout/payments':
      return [...checkout.payments.values()].filter((p) => p.reference === param('reference')).map((p) => ({ id: p.id, status: p.status, refunded: p.refunded }));
    default:
      throw new Error(`No control ${url.pathname}`);
  }
}

main().catch((error) => {
  console.error('[shape]', error);
  void stop(1);
});
