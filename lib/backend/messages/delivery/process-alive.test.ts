import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { processAlive } from './process-alive';

const linux = existsSync('/proc/self/stat');

/** Answers once `check` holds, or throws after two seconds. */
async function until(check: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 2000; !check(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > deadline) throw new Error('timed out');
  }
}

describe('processAlive', () => {
  it('answers yes for this process and no for a pid no process has', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(2 ** 22 + 1)).toBe(false);
  });

  (linux ? it : it.skip)('answers no for a zombie: a process that ended and that its parent never reaps', async () => {
    // The shell starts a short `sleep`, then becomes a long one that never waits for it.
    const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 5'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
      await until(() => !processAlive(pid));
      let signalZeroSays = true;
      try { process.kill(pid, 0); } catch { signalZeroSays = false; }
      expect(signalZeroSays).toBe(true); // still a zombie: only its state says it has ended
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
