import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { COMPANY_TIME_ZONE } from './lib/config/company';
// Fixes, in the main process, where this run keeps its data, for the workers it starts.
import './tests/e2e/support/run';

// The tests' own dates (a trip in three days) and the browser's are Jordan's, as the server's are
// (instrumentation.ts); the workers inherit the zone.
process.env.TZ = COMPANY_TIME_ZONE;

/**
 * Files run in parallel, each worker with a portal server of its own and each file on a fresh copy of
 * the seeded data (tests/e2e/fixtures.ts), so no file depends on another's data or order. No retries:
 * a test that fails once is a failure to fix. E2E_WORKERS sets how many (default: one per core).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    timezoneId: COMPANY_TIME_ZONE,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
