import { test as base } from '@playwright/test';
import { E2E_BASE_PORT, E2E_RUN_DIR } from './support/run';
import { PortalServer } from './support/portal-server';

/**
 * The browser tests' `test`: each worker runs a portal server of its own (its port, its data), and
 * each test file starts on a fresh copy of the seeded data, so files run in parallel and in any order.
 * Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ freshData: boolean }, { portal: PortalServer }>({
  /**
   * Whether the file must start on freshly seeded data (the default). A file that neither reads the
   * seeded accounts' data nor minds what other files changed (it makes its own accounts, or reads only
   * public pages) sets `test.use({ freshData: false })` and reuses the server the worker has.
   */
  freshData: [true, { option: true }],
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
    async ({ portal, freshData }, use, testInfo) => {
      await portal.serveFile(testInfo.file, { fresh: freshData });
      await use(portal.url);
    },
    { scope: 'test', timeout: 90_000 },
  ],
});

export { expect } from '@playwright/test';
