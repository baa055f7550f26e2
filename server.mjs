// The portal's entry point (`npm start`, `npm run dev`, the browser tests, the scale test):
//
//   node server.mjs [-p PORT] [-H HOSTNAME] [--dev]      (PORT env, default 3000)
//
// It runs portal-server.mjs (Next.js behind a plain Node HTTP server, see there) under the memory
// flags of server-flags.mjs, relaunching itself with them when they were not given. `--dev` runs
// without them: the development compiler needs more room.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from './server-flags.mjs';

const args = process.argv.slice(2);
const given = (flag) => process.execArgv.some((arg) => arg.split('=')[0] === flag.split('=')[0]);

if (args.includes('--dev') || NODE_FLAGS.every(given)) {
  await import('./portal-server.mjs');
} else {
  const child = spawn(process.execPath, [...NODE_FLAGS, ...process.execArgv, fileURLToPath(import.meta.url), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
