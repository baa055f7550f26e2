#!/usr/bin/env node
/**
 * `npm run bench`: what the portal costs next to the smallest possible Next.js page.
 * For /en and /ar of the portal (production build, `next start`) and of bench/minimal (built the
 * same way with the same `next`), it measures
 *   - HTML bytes, gzipped;
 *   - first-load JavaScript, gzipped: every `<script src>` in that HTML, fetched from the running
 *     server and gzipped one by one, plus the inline scripts (Next's RSC payload among them);
 *   - requests per second: autocannon, 10 connections for BENCH_SECONDS (default 10), average;
 * and prints each with the portal / minimal ratio. A measurement, not a test: it exits 0 unless
 * something breaks. Results also go to reports/bench.json.
 * Flags: --no-build (use the portal's existing .next), --only-minimal (skip the portal).
 * Servers listen on 127.0.0.1 only and are killed (whole process group) at the end or on error.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MINIMAL_SRC = path.join(ROOT, 'bench/minimal');
const MINIMAL = path.join(ROOT, 'bench/.work/minimal');
const flags = new Set(process.argv.slice(2));
const ONLY_MINIMAL = flags.has('--only-minimal');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = ['/en', '/ar'];
const HOST = '127.0.0.1';
const APPS = [
  ...(ONLY_MINIMAL ? [] : [{ name: 'portal', dir: ROOT, port: 3211, env: { DATA_DIR: '.data/bench' } }]),
  { name: 'minimal', dir: MINIMAL, port: 3212, env: {} },
];
const children = new Set(); // every process we started, each the leader of its own process group

const nextBin = (dir) => path.join(dir, 'node_modules/next/dist/bin/next');
const gz = (text) => gzipSync(Buffer.from(text)).length;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function start(dir, args, env, stdio) {
  const child = spawn(process.execPath, [nextBin(dir), ...args], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio,
    detached: true, // own process group, so stop() reaches next's workers too
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function run(dir, args) {
  console.log(`\n$ (cd ${path.relative(ROOT, dir) || '.'}) next ${args.join(' ')}`);
  const child = start(dir, args, {}, 'inherit');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} in ${dir} failed (${code ?? signal})`)),
    );
  });
}

async function stop(child) {
  const killGroup = (signal) => { try { process.kill(-child.pid, signal); } catch { /* already gone */ } };
  const exited = child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  killGroup('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  killGroup('SIGKILL'); // strays in the group, or a leader that ignored SIGTERM
}
const stopAll = () => Promise.all([...children].map(stop));

async function answers(url) {
  try { await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) }); return true; } catch { return false; }
}

async function serve(app) {
  const base = `http://${HOST}:${app.port}`;
  if (await answers(base)) throw new Error(`port ${app.port} is already in use: stop whatever listens there`);
  const child = start(app.dir, ['start', '-p', String(app.port), '-H', HOST],
    { NODE_ENV: 'production', ...app.env }, ['ignore', 'pipe', 'pipe']);
  let log = '';
  const keep = (chunk) => { log = (log + chunk).slice(-4000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(500)) {
    if (child.exitCode !== null) throw new Error(`${app.name} server exited (${child.exitCode}):\n${log}`);
    if (await answers(base + PAGES[0])) return { base, child };
  }
  throw new Error(`${app.name} server did not answer on ${base} within 60 s:\n${log}`);
}

/** HTML and first-load JS of one page, gzipped; `status` instead when it does not answer 200. */
async function pageWeight(base, page) {
  const res = await fetch(base + page, { redirect: 'manual' });
  if (res.status !== 200) return { status: res.status, location: res.headers.get('location') };
  const html = await res.text();
  const srcs = new Set();
  let inline = '';
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue; // JSON etc.
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (src) srcs.add(new URL(src.replaceAll('&amp;', '&'), base + page).href);
    else inline += body;
  }
  let external = 0;
  for (const src of srcs) {
    const script = await fetch(src);
    if (!script.ok) throw new Error(`${src} (referenced by ${page}) answered ${script.status}`);
    external += gz(await script.text());
  }
  const inlineBytes = inline ? gz(inline) : 0;
  return { status: 200, htmlGzip: gz(html), jsGzip: external + inlineBytes, scripts: srcs.size, externalJsGzip: external, inlineJsGzip: inlineBytes };
}

async function requestsPerSecond(url) {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  return { average: result.requests.average, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

function prepareMinimal() {
  rmSync(MINIMAL, { recursive: true, force: true });
  mkdirSync(path.dirname(MINIMAL), { recursive: true });
  cpSync(MINIMAL_SRC, MINIMAL, { recursive: true });
  // Hard links, not a symlink: Turbopack refuses a node_modules that points outside its root, and a
  // root further up would make it compile the portal's middleware.ts into the minimal app.
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(MINIMAL, 'node_modules')]);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const METRICS = [
  { key: 'html', label: 'HTML (gzip)', value: (r) => r.weight.htmlGzip, show: kb },
  { key: 'js', label: 'first-load JS (gzip)', value: (r) => r.weight.jsGzip, show: kb },
  { key: 'rps', label: 'requests/s', value: (r) => r.rps?.average, show: (n) => n.toFixed(0) },
];

function cell(result, metric) {
  if (!result) return { text: '—' };
  if (result.weight.status !== 200) return { text: `HTTP ${result.weight.status}` };
  const value = metric.value(result);
  return { text: metric.show(value), value };
}

function table(results) {
  const rows = [['page', 'metric', 'portal', 'minimal', 'ratio']];
  for (const page of PAGES) {
    for (const metric of METRICS) {
      const [p, m] = ['portal', 'minimal'].map((app) => cell(results[app]?.[page], metric));
      const ratio = p.value !== undefined && m.value ? `${(p.value / m.value).toFixed(2)}×` : '—';
      rows.push([page, metric.label, p.text, m.text, ratio]);
    }
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((text, i) => text.padEnd(widths[i])).join(' | ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  if (!ONLY_MINIMAL && !flags.has('--no-build')) await run(ROOT, ['build']);
  if (!ONLY_MINIMAL && !existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('no portal build in .next');
  prepareMinimal();
  await run(MINIMAL, ['build']);

  const results = {};
  for (const app of APPS) {
    const { base, child } = await serve(app);
    results[app.name] = {};
    for (const page of PAGES) {
      console.log(`measuring ${app.name} ${page} …`);
      const weight = await pageWeight(base, page);
      const rps = weight.status === 200 ? await requestsPerSecond(base + page) : null;
      results[app.name][page] = { weight, rps };
    }
    await stop(child); // one server at a time: the other must not compete for the 2 cores
  }

  console.log(`\n${table(results)}\n`);
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: 10, results };
  writeFileSync(path.join(ROOT, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to reports/bench.json');
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => stopAll().finally(() => process.exit(130)));
}
try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
