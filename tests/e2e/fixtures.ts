import { test as base } from '@playwright/test';
import { E2E_BASE_PORT, E2E_RUN_DIR } from './support/run';
import { PortalServer } from './support/portal-server';

/**
 * The browser tests' `test`: each worker runs a portal server of its own (its port, its data), and
 * each test file starts on a fresh copy of the seeded data, so files run in parallel and in any order.
 * Specs import `test` and `expect` from here.
 */
export const test = base.extend<object, { portal: PortalServer }>({
  portal: [
    async ({}, use, workerInfo) => {
      const server = new PortalServer(E2E_BASE_PORT + 1 + workerInfo.parallelIndex, E2E_RUN_DIR, `worker-${workerInfo.parallelIndex}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 10_000 },
  ],
  // Resolved for every test and for the beforeAll/afterAll hooks too (Playwright builds each context's
  // options from it), so a file's hooks already reach its own fresh server.
  baseURL: [
    async ({ portal }, use, testInfo) => {
      await portal.serveFile(testInfo.file);
      await use(portal.url);
    },
    { scope: 'test', timeout: 90_000 },
  ],
});

export { expect } from '@playwright/test';
