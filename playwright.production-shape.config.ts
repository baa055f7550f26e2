import { defineConfig, devices } from '@playwright/test';
import { COMPANY_TIME_ZONE } from './lib/config/company';

/**
 * The browser tests of the production shape (tests/production-shape): the portal calling the
 * backend over HTTP (`npm run api`) on PostgreSQL, with real SMTP and SMPP servers and the
 * Checkout.com double, all started once by tests/production-shape/serve.ts. Needs TEST_DATABASE_URL
 * and a production build; scripts/test-all.mjs runs it after the other browser tests.
 */
process.env.TZ = COMPANY_TIME_ZONE;
const PORT = Number(process.env.SHAPE_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/production-shape',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright-shape.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    timezoneId: COMPANY_TIME_ZONE,
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node --import tsx tests/production-shape/serve.ts',
    url: `http://localhost:${PORT}/api/offers`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { SHAPE_PORT: String(PORT) },
  },
});
