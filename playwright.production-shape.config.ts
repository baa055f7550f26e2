import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests of the production shape (tests/production-shape): the portal calling the
 * backend over HTTP (`npm run api`) on PostgreSQL, with real SMTP and SMPP servers and the
 * Checkout.com double, all started once by tests/production-shape/serve.ts. Needs TEST_DATABASE_URL
 * and a production build; scripts/test-all.mjs runs it after the other browser tests. The browser,
 * its zone and the retries are the other browser tests' (playwright.config.ts).
 */
const PORT = Number(process.env.SHAPE_PORT ?? 3210);

export default defineConfig({
  ...base,
  testDir: 'tests/production-shape',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-shape.json' }]],
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: 'node --import tsx tests/production-shape/serve.ts',
    url: `http://localhost:${PORT}/api/offers`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { SHAPE_PORT: String(PORT) },
  },
});
