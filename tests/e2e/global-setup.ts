import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { E2E_BASE_PORT, E2E_RUN_DIR } from './support/run';
import { PortalServer } from './support/portal-server';

/**
 * Seeds the data every test file starts from, once per run: a server on an empty data folder runs the
 * migrations and the demo seed at its first start; each test file's server then opens a copy of it.
 */
export default async function globalSetup() {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build in .next: run `npm run build` first');
  mkdirSync(E2E_RUN_DIR, { recursive: true });
  const seeding = new PortalServer(E2E_BASE_PORT, E2E_RUN_DIR, 'template');
  await seeding.start(path.join(E2E_RUN_DIR, 'template'));
  await seeding.stop({ keepData: true });
}
