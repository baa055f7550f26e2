#!/usr/bin/env node
/**
 * `npm run bench:nginx`: anonymous requests per second on the public pages, three ways, on this
 * machine after `npx next build`: Next alone (`next start`), the portal's own server (`npm start`),
 * and nginx from deploy/nginx.conf (its cache) in front of `npm start`. Reported, not asserted; the
 * results go to reports/bench-nginx.json. Needs Debian's nginx. Env: BENCH_SECONDS (default 10).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, prepareNginx } from '../../tests/scale/helpers/nginx-config.mjs';
import { load } from './measure.mjs';
import { HOST, serve, sleep, stop, stopAll } from './servers.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGES = ['/en', '/ar', '/en/cheques', '/ar/signin-signup'];
const [NEXT_PORT, PORTAL_PORT, NGINX_PORT] = [3231, 3232, 3233];

async function measure(label, base) {
  const rows = {};
  for (const page of PAGES) {
    await load(base + page, 1); // warm (and fill nginx's cache)
    const r = await load(base + page, SECONDS);
    rows[page] = { rps: Math.round(r.average), p95: r.p95, non2xx: r.non2xx, errors: r.errors };
    console.log(`${label.padEnd(22)} ${page.padEnd(20)} ${String(rows[page].rps).padStart(6)} req/s  p95 ${r.p95} ms${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`);
  }
  return rows;
}

async function main() {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx)');
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('build first: npx next build');
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-nginx-')) };
  const results = {};
  const next = await serve({ name: 'next start', dir: ROOT, port: NEXT_PORT, env });
  results.nextStart = await measure('next start', next.base);
  await stop(next.child);

  const portal = await serve({ name: 'npm start', dir: ROOT, port: PORTAL_PORT, server: 'server.mjs', env });
  results.npmStart = await measure('npm start', portal.base);

  // deploy/nginx.conf with one upstream (the portal), as the tests run it.
  const { args } = prepareNginx({ listen: `${HOST}:${NGINX_PORT}`, upstreams: [`${HOST}:${PORTAL_PORT}`], accessLog: false });
  const nginx = spawn(NGINX, args, { detached: true, stdio: 'ignore' });
  await sleep(1_000);
  try {
    results.nginx = await measure('nginx → npm start', `http://${HOST}:${NGINX_PORT}`);
  } finally {
    try { process.kill(-nginx.pid, 'SIGKILL'); } catch { /* gone */ }
  }
  mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  writeFileSync(path.join(ROOT, 'reports/bench-nginx.json'), `${JSON.stringify({ seconds: SECONDS, connections: 10, results }, null, 2)}\n`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
