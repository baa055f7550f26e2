/** What the bench measures on one page: weight, throughput and latency, Lighthouse, memory. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const gz = (text) => gzipSync(Buffer.from(text)).length;

/**
 * HTML and first-load JS of one page, gzipped (every `<script src>` fetched and gzipped one by one,
 * plus the inline scripts, Next's RSC payload among them), and the fonts it preloads; `status`
 * instead when it does not answer 200.
 */
export async function pageWeight(base, page, headers = {}) {
  const res = await fetch(base + page, { redirect: 'manual', headers });
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
  const fonts = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/gi)]
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1]?.split('/').pop() ?? '?');
  const inlineBytes = inline ? gz(inline) : 0;
  return { status: 200, htmlBytes: Buffer.byteLength(html), htmlGzip: gz(html), jsGzip: external + inlineBytes, scripts: srcs.size, externalJsGzip: external, inlineJsGzip: inlineBytes, fonts };
}

const percentile = (sorted, p) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : NaN);

/** autocannon, 10 connections: requests per second (average) and latency percentiles, p95 included. */
export async function load(url, seconds, headers = {}) {
  const times = [];
  const instance = autocannon({ url, connections: 10, duration: seconds, headers });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    average: result.requests.average, total: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts,
    p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99),
  };
}

/**
 * Lighthouse `runs` times on one page, and the median run (by score) with every run's score beside it:
 * one run on this VM swings by 15 points (headless Chromium sometimes holds the first frame back for
 * a second or two), and Lighthouse's own advice for variance is the median of several runs.
 */
export async function lighthouseMedian(url, root, runs) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouse(url, root));
  const ok = results.filter((r) => !r.error).sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
  if (!ok.length) return results[0];
  return { ...ok[Math.floor((ok.length - 1) / 2)], scores: results.map((r) => r.score ?? null) };
}

/** Lighthouse 12 (mobile, simulated throttling) on Debian's Chromium: performance score, LCP, CLS. */
export function lighthouse(url, root) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  const out = path.join(dir, 'report.json');
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');
  const args = [cli, url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu'];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 }, (error) => {
      try {
        if (error) throw error;
        const report = JSON.parse(readFileSync(out, 'utf8'));
        const audit = (id) => report.audits[id]?.numericValue;
        if (report.runtimeError) throw new Error(report.runtimeError.message);
        resolve({ score: Math.round((report.categories.performance.score ?? 0) * 100), lcpMs: audit('largest-contentful-paint'), cls: audit('cumulative-layout-shift'), fcpMs: audit('first-contentful-paint') });
      } catch (failure) {
        resolve({ error: String(failure.message ?? failure).split('\n')[0] });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

/** Resident memory of a process (kB → MB) and, with the probe loaded, what holds it. */
export async function memory(pid, probeFile) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  let probe = null;
  if (probeFile) {
    const before = Date.now();
    process.kill(pid, 'SIGUSR2');
    for (let i = 0; i < 40; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      try {
        const read = JSON.parse(readFileSync(probeFile, 'utf8'));
        if (read.at >= before) { probe = read; break; }
      } catch { /* not written yet */ }
    }
  }
  const mb = (bytes) => (bytes === undefined ? undefined : bytes / 1024 / 1024);
  return {
    rssMb,
    heapUsedMb: mb(probe?.heapUsed), heapTotalMb: mb(probe?.heapTotal),
    arrayBuffersMb: mb(probe?.arrayBuffers), externalMb: mb(probe?.external),
  };
}
