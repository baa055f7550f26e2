import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/**
 * The portal's production server for browser tests (node server.mjs, the build in .next), on its own
 * port with its own data folder. Each test file starts on a fresh copy of the seeded template that
 * global-setup.ts made, so no file sees what another changed and their order does not matter.
 */
export class PortalServer {
  private child: ChildProcess | null = null;
  private file: string | null = null;
  private copies = 0;
  private dataDir: string | null = null;

  constructor(readonly port: number, private readonly runDir: string, private readonly name: string) {}

  get url() {
    return `http://localhost:${this.port}`;
  }

  /**
   * Serves `file`'s tests: a new server on a fresh copy of the template when the file changes, unless
   * the file does not need fresh data and a server is running.
   */
  async serveFile(file: string, { fresh = true } = {}) {
    const running = this.child !== null && this.child.exitCode === null;
    if (running && (this.file === file || !fresh)) {
      this.file = file;
      return;
    }
    await this.stop();
    this.copies += 1;
    const dataDir = path.join(this.runDir, `${this.name}-${this.copies}`);
    cpSync(path.join(this.runDir, 'template'), dataDir, { recursive: true });
    await this.start(dataDir);
    this.file = file;
  }

  /** Starts the server on `dataDir` and waits until the embedded backend answers. */
  async start(dataDir: string) {
    // Another server on the port would answer for this one (E2E_PORT moves the run elsewhere).
    if (await listening(this.port)) throw new Error(`Port ${this.port} is taken: set E2E_PORT to a free range`);
    // With the memory flags given, server.mjs runs the server in this very process (no relaunch), so
    // stopping it is one signal.
    const { NODE_FLAGS } = await import('../../../server-flags.mjs');
    const child = spawn(process.execPath, [...NODE_FLAGS, 'server.mjs', '-p', String(this.port)], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.dataDir = dataDir;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The portal on port ${this.port} exited with ${child.exitCode}`);
      const answered = await fetch(`${this.url}/api/offers`).then((res) => res.ok, () => false);
      if (answered) return;
      if (Date.now() > deadline) throw new Error(`The portal on port ${this.port} did not answer within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * Stops the server at once (what it acknowledged is on disk: the embedded database survives a kill)
   * and removes its data folder unless told to keep it.
   */
  async stop({ keepData = false } = {}) {
    const child = this.child;
    this.child = null;
    this.file = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    if (this.dataDir && !keepData) rmSync(this.dataDir, { recursive: true, force: true });
    this.dataDir = null;
  }
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, 'localhost');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
