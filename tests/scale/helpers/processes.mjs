/** Child processes for the scale tests: started in their own group, their output kept for failures. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's environment with `overrides` over it; a key set to undefined is removed. */
export function environment(overrides = {}) {
  return Object.fromEntries(Object.entries({ ...process.env, ...overrides }).filter(([, value]) => value !== undefined));
}

/** Starts `command` from the project's folder, in its own process group, with `environment(env)`. */
export function startProcess(label, command, args, env = {}) {
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: environment(env) });
  const proc = {
    label, child, log: '',
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal))),
  };
  const keep = (chunk) => { proc.log = (proc.log + chunk).slice(-8000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return proc;
}

/** kill -9 of the process and its children; answers once it has exited. */
export async function kill(proc) {
  try { process.kill(-proc.child.pid, 'SIGKILL'); } catch { /* already gone */ }
  await proc.exited;
}

/** Waits for `check` to answer something truthy, and answers it; `what` (text or a function) names it on a timeout. */
export async function until(check, { timeoutMs = 15_000, what = String(check) } = {}) {
  for (const deadline = Date.now() + timeoutMs; ; await sleep(100)) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${typeof what === 'function' ? what() : what}`);
  }
}

/** Waits until `url` answers 2xx; fails at once, with the process's output, if the process exits. */
export async function ready(url, proc, timeoutMs = 90_000) {
  let exited = false;
  proc.exited.then(() => { exited = true; });
  await until(async () => {
    if (exited) throw new Error(`${proc.label} exited before ${url} answered:\n${proc.log}`);
    try {
      return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      return false; // not listening yet
    }
  }, { timeoutMs, what: () => `${url} (${proc.label}) ready:\n${proc.log}` });
}
