import { rmSync } from 'node:fs';
import { E2E_RUN_DIR } from './support/run';

/** The run's data folders go with it (the template and whatever a worker left). */
export default function globalTeardown() {
  rmSync(E2E_RUN_DIR, { recursive: true, force: true });
}
