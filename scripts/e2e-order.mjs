#!/usr/bin/env node
/**
 * Proves the browser specs do not lean on each other: `--alone` runs each spec file by itself on a fresh
 * server and data folder; `--reverse` runs them one after another in reverse order on one server, each
 * finding what the later ones left. (`npx playwright test --repeat-each 2` is the third check: each test
 * twice on one server.) Needs a production build (`npx next build`). Run as
 * `node --import tsx scripts/e2e-order.mjs --alone|--reverse [spec …]`; prints the files that failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import loaded from '../playwright.config.ts';

// The config is TypeScript compiled as CommonJS: its export default arrives one level down.
const config = loaded.default ?? loaded;

const mode = process.argv[2];
if (mode !== '--alone' && mode !== '--reverse') {
  console.error('usage: node --import tsx scripts/e2e-order.mjs --alone|--reverse [spec …]');
  process.exit(2);
}
const given = process.argv.slice(3);
const specs = (given.length ? given : readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).sort().map((f) => `tests/e2e/${f}`));
const order = mode === '--reverse' ? [...specs].reverse() : specs;

/** For --reverse: the config's own servers (the tile server, the portal), started once with their settings, the runs then reuse them. */
async function startServers() {
  const started = [];
  for (const { command, env, url } of config.webServer) {
    const server = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env, DATA_DIR: `.data/e2e-order-${Date.now()}` }, detached: true });
    started.push(server);
    for (let i = 0; ; i += 1) {
      if (await fetch(url).then((r) => r.ok, () => false)) break;
      if (i === 120) throw new Error(`The server did not answer ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return started;
}

const servers = mode === '--reverse' ? await startServers() : [];
const failed = [];
for (const spec of order) {
  console.log(`\n=== ${spec}`);
  const run = spawnSync('npx', ['playwright', 'test', spec, '--retries=0', '--reporter=line'], {
    stdio: 'inherit', env: { ...process.env, ...(servers.length ? { E2E_REUSE_SERVER: '1' } : {}) },
  });
  if (run.status !== 0) failed.push(spec);
}
for (const server of servers) process.kill(-server.pid, 'SIGTERM');
console.log(failed.length ? `\nFailed ${mode.slice(2)}:\n${failed.join('\n')}` : `\nEvery spec passed ${mode === '--alone' ? 'alone' : 'in reverse order'} (${order.length}).`);
process.exit(failed.length ? 1 : 0);
