import { defineConfig, devices } from '@playwright/test';
import { COMPANY_TIME_ZONE } from './lib/config/company';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the embedded backend seeds it on first start.
const DATA_DIR = process.env.E2E_DATA_DIR ?? `.data/e2e-${Date.now()}`;
// The location picker's map tiles come from a tile server on this machine (the portal passes them on).
const TILES_PORT = PORT + 90;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retry, in CI either: a test that passes only on its second try hides a fault of the page or the test.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The browser is a customer's phone in Jordan; the runner and the server keep the machine's zone,
    // which nothing in the portal reads (days are Amman's by name: lib/calendar/days.ts).
    timezoneId: COMPANY_TIME_ZONE,
    // A trace costs a fifth of the browser tests' time, and CI keeps nothing but its log: a trace is
    // recorded on a developer's machine only, without screenshots (the DOM snapshots show the page).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [{
    command: `node --import tsx scripts/map-tiles-double.ts --port ${TILES_PORT}`,
    url: `http://127.0.0.1:${TILES_PORT}/7/76/52.png`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 30_000,
  }, {
    // Against the production build (`npm run build` first; the test script does it), through the
    // portal's own server, which records the client's socket address (server.mjs).
    command: `node server.mjs -p ${PORT}`,
    // Ready once the embedded backend answers: its first start (database, migrations, seed) takes
    // seconds on a busy machine, and would otherwise stall whichever test calls it first.
    url: `http://localhost:${PORT}/api/offers`,
    // One server for several runs only when asked (scripts/e2e-order.mjs runs the specs one by one on one).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 60_000,
    // Every customer the suite signs up sends its codes from 127.0.0.1: the address's budget is the
    // suite's (each spec makes its own customers), the number's and the account's stay the portal's.
    // Every map the suite opens loads its tiles from there too.
    env: {
      DATA_DIR, NODE_ENV: 'production', OTP_CODES_PER_ADDRESS: '1000',
      MAP_TILES_URL: `http://127.0.0.1:${TILES_PORT}/{z}/{x}/{y}.png`, MAP_TILES_PER_ADDRESS: '20000',
    },
  }],
});
