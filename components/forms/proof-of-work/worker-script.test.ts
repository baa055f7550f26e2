import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROOF_OF_WORK } from '@/lib/config/security';
import { ALTCHA_WORKER_SCRIPT, PROOF_OF_WORK_ALGORITHM } from './worker-script';

describe('the proof of work\'s worker script', () => {
  it('is the installed widget\'s own PBKDF2 worker, served under its version', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/altcha/package.json'), 'utf8')) as { version: string };
    expect(ALTCHA_WORKER_SCRIPT).toBe(`/vendor/altcha-pbkdf2-${pkg.version}.js`);
    const served = readFileSync(path.join(process.cwd(), 'public', ALTCHA_WORKER_SCRIPT));
    const installed = readFileSync(path.join(process.cwd(), 'node_modules/altcha/dist/workers/pbkdf2.js'));
    expect(served.equals(installed)).toBe(true);
  });

  it('solves the algorithm the server asks for', () => {
    expect(PROOF_OF_WORK_ALGORITHM).toBe(PROOF_OF_WORK.algorithm);
  });
});
