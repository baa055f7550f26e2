/** Starting and stopping `next start` (and `next build`) for the bench, each in its own process group. */
import { spawn } from 'node:child_process';
import path from 'node:path';

export const HOST = '127.0.0.1';
const children = new Set(); // every process we started, each the leader of its own process group

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nextBin = (dir) => path.join(dir, 'node_modules/next/dist/bin/next');

function start(dir, args, env, stdio, script = nextBin(dir), nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio,
    detached: true, // own process group, so stop() reaches next's workers too
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** `next <args>` in `dir`, output shown, resolved when it exits 0. */
export function runNext(dir, args, root) {
  console.log(`\n$ (cd ${path.relative(root, dir) || '.'}) next ${args.join(' ')}`);
  const child = start(dir, args, {}, 'inherit');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`next ${args.join(' ')} in ${dir} failed (${code ?? signal})`)),
    );
  });
}

export async function stop(child) {
  const killGroup = (signal) => { try { process.kill(-child.pid, signal); } catch { /* already gone */ } };
  const exited = child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  killGroup('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  killGroup('SIGKILL'); // strays in the group, or a leader that ignored SIGTERM
}
export const stopAll = () => Promise.all([...children].map(stop));

async function answers(url) {
  try { await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) }); return true; } catch { return false; }
}

/**
 * Serves an app ({name, dir, port, env, server, nodeFlags}): with `server`, that script of the app
 * (the portal's server.mjs, what `npm start` runs), else `next start`, either under `nodeFlags`. Resolves
 * once `probe` answers.
 */
export async function serve(app, probe = '/en') {
  const base = `http://${HOST}:${app.port}`;
  if (await answers(base)) throw new Error(`port ${app.port} is already in use: stop whatever listens there`);
  const args = ['-p', String(app.port), '-H', HOST];
  const child = app.server
    ? start(app.dir, args, { NODE_ENV: 'production', ...app.env }, ['ignore', 'pipe', 'pipe'], path.join(app.dir, app.server), app.nodeFlags)
    : start(app.dir, ['start', ...args], { NODE_ENV: 'production', ...app.env }, ['ignore', 'pipe', 'pipe'], undefined, app.nodeFlags);
  let log = '';
  const keep = (chunk) => { log = (log + chunk).slice(-4000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(500)) {
    if (child.exitCode !== null) throw new Error(`${app.name} server exited (${child.exitCode}):\n${log}`);
    if (await answers(base + probe)) return { base, child, log: () => log };
  }
  throw new Error(`${app.name} server did not answer on ${base} within 90 s:\n${log}`);
}
