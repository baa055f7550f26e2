#!/usr/bin/env node
/**
 * `npm run bench`: every target side by side with the smallest possible Next.js page (bench/minimal,
 * built the same way with the same `next`), in one run on this machine:
 *   - public pages (landing, cheque lookup, sign-in, terms; en and ar): HTML and first-load JS
 *     gzipped, fonts preloaded, anonymous requests/s (autocannon, 10 connections), Lighthouse 12
 *     mobile performance, LCP and CLS; the landing, cheques and sign-in also beside bench/minimal-styled
 *     (the landing's heading and text with the portal's own stylesheet and fonts, prerendered), so what
 *     the portal adds beyond its look shows;
 *   - signed in (the dashboard and a line list): p95 latency, requests/s, first-load JS, beside two
 *     pages of the minimal app that Next renders on every request under a per-request nonce: an
 *     empty one, and one with about the dashboard's markup but no data (what Next and React alone cost);
 *   - memory of the portal server with the embedded backend: warm, and after a mixed soak (--soak).
 * Numbers are reported, not asserted (the machine is shared): it exits 1 only when a page is
 * broken (not 200, or errors under load) or the bench itself fails. Results go to reports/bench.json.
 * Flags: --no-build (use the portal's .next), --ci (short runs, no Lighthouse: the test suite's check
 *        that every page answers and stands load, the baseline apps built and served as well, since
 *        minimal-styled is made from the portal's build and breaks with it), --no-lighthouse,
 *        --signed-in (only the signed-in pages beside the minimal app's pages rendered per request),
 *        --soak (BENCH_SOAK_SECONDS, default 600, of mixed load, then memory again),
 *        --purchase (only a travel purchase in the browser, Buy to the issued contract, counting the
 *        server's page renders and the backend calls: bench/purchase-flow.mjs; with --dir <path>, the
 *        build of that checkout, e.g. another worktree, instead of this one's; results to reports/bench-purchase.json),
 *        --against <dir> (the public pages beside another checkout's build: first-load JS, and Lighthouse
 *        alternately between the two, BENCH_LIGHTHOUSE_RUNS times each, default 5; bench/against.mjs), --help.
 * Env: BENCH_PORT (portal, default 3211; minimal on the next port), BENCH_SECONDS (load per page, default 10; 2 with --ci),
 *      BENCH_LIGHTHOUSE_RUNS (per page, default 3: the median run is reported), CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lighthouseMedian, load, memory, pageWeight } from './bench/measure.mjs';
import { runNext, serve, stop, stopAll } from './bench/servers.mjs';
import { soak } from './bench/soak.mjs';
import { copyPortalLook } from './bench/styled-baseline.mjs';
import { NODE_FLAGS } from '../server-flags.mjs';
import { printReport } from './bench/report.mjs';
import { purchaseFlow } from './bench/purchase-flow.mjs';
import { against } from './bench/against.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MINIMAL = path.join(ROOT, 'bench/.work/minimal');
const MINIMAL_DYNAMIC = path.join(ROOT, 'bench/.work/minimal-dynamic');
const MINIMAL_STYLED = path.join(ROOT, 'bench/.work/minimal-styled');
const flags = new Set(process.argv.slice(2));
if (flags.has('--help')) {
  // The header comment above is the usage.
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0].replace(/^#!.*\n\/\*\*\n?/, '').replace(/^ \* ?/gm, ''));
  process.exit(0);
}
const CI = flags.has('--ci');
/** Only the signed-in pages and their floor (the minimal app's pages rendered per request): a short run while working on them. */
const SIGNED_IN_ONLY = flags.has('--signed-in');
const LIGHTHOUSE = !CI && !SIGNED_IN_ONLY && !flags.has('--no-lighthouse');
const SECONDS = Number(process.env.BENCH_SECONDS ?? (CI ? 2 : 10));
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PUBLIC = ['/en', '/ar', '/en/cheques', '/ar/cheques', '/en/signin-signup', '/ar/signin-signup', '/en/price/car', '/ar/price/home', '/en/terms', '/ar/terms'];
const SIGNED_IN = ['/en/dashboard', '/en/dashboard/motor'];
/** Pages Next.js renders per request with nothing of the portal's (bench/minimal-dynamic): the floor under SIGNED_IN. */
const DYNAMIC = ['/en/dynamic', '/en/dynamic/sized'];
/** The first screen of each purchase, request and booking flow: weighed only (JS ≤ the dashboard's budget). */
const STEPS = ['/en/create-policy-travel', '/en/create-policy-home', '/en/create-policy-personal-accident', '/en/create-policy-medical',
  '/en/create-policy-motor', '/en/lababak-service', '/ar/create-policy-travel', '/ar/lababak-service'];
const PORT = Number(process.env.BENCH_PORT ?? 3211); // the portal; the minimal page on the next port
const DATA_DIR = `.data/bench-${Date.now()}`;
const PROBE = path.join(ROOT, DATA_DIR, 'memory.json');
const broken = [];

const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in 10 ms ticks
};

/**
 * A copy of a baseline app in bench/.work, ready to build: bench/minimal, with what bench/<name> adds
 * laid over it (bench/minimal-dynamic: its middleware and the pages rendered per request).
 */
function prepareBaseline(name) {
  const dir = path.join(ROOT, 'bench/.work', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(path.join(ROOT, 'bench/minimal'), dir, { recursive: true });
  if (name !== 'minimal') cpSync(path.join(ROOT, 'bench', name), dir, { recursive: true });
  // Hard links, not a symlink: Turbopack refuses a node_modules that points outside its root, and a
  // root further up would make it compile the portal's middleware.ts into the minimal app. Linked from
  // where the folder really is, for a checkout whose node_modules is itself a symlink (a worktree's).
  execFileSync('cp', ['-al', realpathSync(path.join(ROOT, 'node_modules')), path.join(dir, 'node_modules')]);
  if (name === 'minimal-styled') copyPortalLook(ROOT, dir);
  return dir;
}

/**
 * Weight, then load (after a short warm-up), then Lighthouse of one page; `broken` notes failures.
 * `rendered`: a page rendered per request (signed in, or its baseline), loaded longer and not given to Lighthouse.
 */
async function measurePage(app, server, page, { headers = {}, rendered = Boolean(headers.cookie) } = {}) {
  const weight = await pageWeight(server.base, page, headers);
  if (weight.status !== 200) {
    broken.push(`${app} ${page} answered ${weight.status}${weight.location ? ` → ${weight.location}` : ''}`);
    return { weight };
  }
  // Rendered pages take long enough that a 2-second CI run may see none finish on a busy machine.
  const seconds = rendered ? Math.max(SECONDS, 5) : SECONDS;
  await load(server.base + page, CI ? 1 : 2, headers);
  const cpu0 = cpuMs(server.child.pid);
  const rps = await load(server.base + page, seconds, headers);
  const cpuPerRequest = rps.total ? (cpuMs(server.child.pid) - cpu0) / rps.total : undefined;
  if (rps.non2xx || rps.errors || rps.timeouts) broken.push(`${app} ${page} under load: ${rps.non2xx} non-2xx, ${rps.errors} errors, ${rps.timeouts} timeouts`);
  const lh = LIGHTHOUSE && !rendered ? await lighthouseMedian(server.base + page, ROOT, LIGHTHOUSE_RUNS) : undefined;
  const lhText = lh ? `, Lighthouse ${lh.score ?? lh.error}${lh.scores ? ` (runs: ${lh.scores.join(', ')})` : ''}` : '';
  console.log(`${app} ${page}: ${(weight.htmlGzip / 1024).toFixed(1)} kB html, ${(weight.jsGzip / 1024).toFixed(1)} kB js, ${rps.average} req/s, p95 ${rps.p95} ms${lhText}`);
  return { weight, rps, cpuPerRequest, lighthouse: lh };
}

/**
 * A second of load on every page before any is measured: a fresh server's shared paths (middleware,
 * the render pipeline) are still being compiled by V8, and the first page measured paid for all of
 * them (the landing read 0.16-0.23× the minimal page in CI, and about 1× once warm).
 */
async function warmUp(server, pages) {
  for (const page of pages) await load(server.base + page, 1);
}

async function signIn(base) {
  const res = await fetch(`${base}/api/user/login`, {
    method: 'POST', headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo@portal.test', password: 'Demo1234' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The minimal apps' pages, each app built and served alone (they must not compete for the 2 cores). */
async function measureBaselines(results) {
  if (SIGNED_IN_ONLY) {
    await runNext(prepareBaseline('minimal-dynamic'), ['build'], ROOT);
  } else {
    for (const name of ['minimal', 'minimal-dynamic', 'minimal-styled']) await runNext(prepareBaseline(name), ['build'], ROOT);
  }
  if (!SIGNED_IN_ONLY) {
    await measureMinimal(results, 'minimal', MINIMAL);
    await measureMinimal(results, 'minimalStyled', MINIMAL_STYLED);
  }
  await measureMinimalDynamic(results);
}

/** A prerendered baseline's /en and /ar, into results[key]. */
async function measureMinimal(results, key, dir) {
  const minimal = await serve({ name: key, dir, port: PORT + 1, env: {} });
  await warmUp(minimal, ['/en', '/ar']);
  for (const page of ['/en', '/ar']) results[key][page] = await measurePage(key, minimal, page);
  await stop(minimal.child); // one server at a time: the other must not compete for the 2 cores
}

async function measureMinimalDynamic(results) {
  // Under the portal's memory flags, so the pages rendered per request compare like for like.
  const dynamic = await serve({ name: 'minimal-dynamic', dir: MINIMAL_DYNAMIC, port: PORT + 1, env: {}, nodeFlags: NODE_FLAGS }, DYNAMIC[0]);
  await warmUp(dynamic, DYNAMIC);
  for (const page of DYNAMIC) results.minimalDynamic[page] = await measurePage('minimal', dynamic, page, { rendered: true });
  await stop(dynamic.child);
}

/** --purchase: the travel purchase walk alone, against this checkout's build or --dir's. */
async function mainPurchase() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--dir');
  const dir = at >= 0 && args[at + 1] ? path.resolve(args[at + 1]) : ROOT;
  if (!flags.has('--no-build')) await runNext(dir, ['build'], ROOT);
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) throw new Error(`no portal build in ${dir}/.next`);
  const result = await purchaseFlow({ dir, port: PORT, label: path.relative(ROOT, dir) || '.' });
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'reports/bench-purchase.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...result }, null, 2)}\n`);
  console.log('written to reports/bench-purchase.json');
}

/** --against <dir>: the public pages beside another checkout's build, Lighthouse alternately (bench/against.mjs). */
async function mainAgainst() {
  const args = process.argv.slice(2);
  const other = path.resolve(args[args.indexOf('--against') + 1] ?? '');
  if (!existsSync(path.join(other, '.next/BUILD_ID'))) throw new Error(`no portal build in ${other}/.next`);
  if (!flags.has('--no-build')) await runNext(ROOT, ['build'], ROOT);
  const result = await against({ root: ROOT, other, pages: PUBLIC, port: PORT, runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) });
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'reports/bench-against.json'), `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
  console.log('written to reports/bench-against.json');
}

async function main() {
  if (flags.has('--purchase')) return mainPurchase();
  if (flags.has('--against')) return mainAgainst();
  if (!flags.has('--no-build')) await runNext(ROOT, ['build'], ROOT);
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('no portal build in .next');
  const results = { minimal: {}, minimalStyled: {}, minimalDynamic: {}, portal: {}, signedIn: {}, steps: {}, memory: {} };
  await measureBaselines(results);

  mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true });
  const portal = await serve({
    // Under server.mjs's memory flags from the start, so the process measured is the server itself.
    name: 'portal', dir: ROOT, port: PORT, server: 'server.mjs', nodeFlags: NODE_FLAGS,
    env: { DATA_DIR, BENCH_MEMORY_FILE: PROBE, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.join(ROOT, 'bench/memory-probe.mjs')).href}`.trim() },
  });
  results.memory.started = await memory(portal.child.pid, PROBE);
  if (!SIGNED_IN_ONLY) {
    await warmUp(portal, PUBLIC);
    for (const page of PUBLIC) results.portal[page] = await measurePage('portal', portal, page);
  }
  const cookie = await signIn(portal.base);
  for (const page of SIGNED_IN) results.signedIn[page] = await measurePage('portal', portal, page, { headers: { cookie } });
  for (const page of SIGNED_IN_ONLY ? [] : STEPS) {
    results.steps[page] = { weight: await pageWeight(portal.base, page, { cookie }) };
    if (results.steps[page].weight.status !== 200) broken.push(`portal ${page} answered ${results.steps[page].weight.status}`);
  }
  results.memory.warm = await memory(portal.child.pid, PROBE);

  if (flags.has('--soak')) {
    const policies = await (await fetch(`${portal.base}/api/user/polices`, { headers: { cookie } })).json();
    const motor = policies.policies?.find((p) => p.line === 'motor');
    console.log(`soak: ${SOAK_SECONDS} s of mixed load …`);
    results.soak = await soak({ base: portal.base, pid: portal.child.pid, probeFile: PROBE, cookie, pdfPath: motor ? `/en/policy/motor/${motor.id}/pdf` : undefined, seconds: SOAK_SECONDS });
    results.memory.afterSoak = results.soak.samples.at(-1);
    if (results.soak.errors) broken.push(`soak: ${results.soak.errors} errors`);
  }
  await stop(portal.child);

  printReport(results, { seconds: SECONDS, lighthouse: LIGHTHOUSE });
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  const report = { date: new Date().toISOString(), node: process.version, seconds: SECONDS, connections: 10, ci: CI, broken, results };
  writeFileSync(path.join(ROOT, 'reports/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('written to reports/bench.json');
  if (broken.length) {
    console.error(`\nbroken:\n- ${broken.join('\n- ')}`);
    process.exitCode = 1;
  }
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
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
}
