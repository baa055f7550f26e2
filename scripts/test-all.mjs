#!/usr/bin/env node
/**
 * The whole test suite, as CI runs it: lint, unit tests (Jest), a production build (which type-checks
 * every file of tsconfig.json, tests included, as `tsc --noEmit` would), and
 * the browser tests (Playwright on Chromium against that build, then in the production shape,
 * playwright.production-shape.config.ts), then a short bench run against the same build
 * (`npm run bench -- --ci`: every page answers and stands load, and the bench's baseline apps build
 * and answer, the styled one being made from this build; its numbers are printed, not asserted,
 * since the machine is shared; it counts as one test). The backend tests whose outcome the database
 * decides (races, locks, migrations: docs/testing.md) run a second time on PostgreSQL and two servers
 * are tested on one database (tests/scale): on TEST_DATABASE_URL (a server the tests may create
 * databases on) or else a throw-away cluster started for the run.
 * On a fresh Debian machine with Node only, it first installs what is absent: Chromium, PostgreSQL and
 * nginx (scripts/test-tools.sh), and the project's packages (npm ci).
 * It ends with each step's wall time and CPU seconds, and the line `N passed, N failed` summing
 * every runner; a failed lint or build (types included) counts as a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

mkdirSync('reports', { recursive: true });
let passed = 0;
let failed = 0;
const problems = [];

const timings = [];
/**
 * Runs one step and records its wall time and the CPU seconds the machine spent meanwhile (user and
 * system time of every process, from /proc/stat): the servers a step starts detach from its process
 * tree (the browser tests' server, PostgreSQL), so their time would be missed by the step's own
 * rusage. On a machine that runs nothing else, that is the step's cost.
 */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const cpuBefore = machineCpuSeconds();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push({ label, wall: (Date.now() - started) / 1000, cpu: machineCpuSeconds() - cpuBefore });
  if (result.status !== 0) problems.push(`${label} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

/** Busy CPU seconds of the whole machine since boot (user, nice, system, irq, softirq), NaN off Linux. */
function machineCpuSeconds() {
  const line = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0] : '';
  const [, user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).map(Number);
  return line.startsWith('cpu ') ? (user + nice + system + irq + softirq) / 100 : NaN;
}

// A fresh Debian machine with Node only: the system's packages the tests need, then the project's.
if (!run('tools the tests need (installed when absent)', 'bash', ['scripts/test-tools.sh'])) failed += 1;
if (!existsSync('node_modules/.package-lock.json') && !run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'])) {
  console.log(`\n${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}

const POSTGRES = process.env.TEST_DATABASE_URL || startPostgres();
// The steps that use it read it from the environment (the two-server test among them); the first Jest
// pass clears it for itself.
if (POSTGRES) process.env.TEST_DATABASE_URL = POSTGRES;
if (!POSTGRES) problems.push('no PostgreSQL for the backend tests on PostgreSQL, the production shape and the two-server test (scripts/pg-cluster.sh)');

/**
 * A throw-away PostgreSQL cluster for this run (scripts/pg-cluster.sh) on the first free port from 5433,
 * stopped when the run ends; its URL, or null when it cannot start. TEST_DATABASE_URL given skips it.
 */
function startPostgres() {
  const dir = `/tmp/portal-pg-${process.pid}`;
  const started = spawnSync('bash', ['-c', `port=\${PG_TEST_PORT:-5433}
    while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
    scripts/pg-cluster.sh start "${dir}" "$port"`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const url = /TEST_DATABASE_URL=(\S+)\s*$/.exec(started.stdout ?? '')?.[1];
  if (started.status !== 0 || !url) return null;
  process.on('exit', () => spawnSync('scripts/pg-cluster.sh', ['stop', dir], { stdio: 'ignore' }));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  return url;
}

/** Adds a Jest JSON report to the totals. */
function countJest(file, label) {
  const report = readJson(file);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } else {
    failed += 1;
    problems.push(`no Jest report (${label})`);
  }
}

/** Adds a Playwright JSON report to the totals (a test that passed on its retry counts as passed: the log lists it as flaky). */
function countPlaywright(file, label) {
  const report = readJson(file);
  if (report?.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else {
    failed += 1;
    problems.push(`no Playwright report (${label})`);
  }
}

/** The test files under `folder` that contain `marker`. */
function filesMarked(folder, marker) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
    .filter((file) => readFileSync(file, 'utf8').includes(marker));
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// eslint, then dependency-cruiser's layer rules (.dependency-cruiser.cjs).
const lintOk = run('lint', 'npm', ['run', 'lint', '--silent']);
if (!lintOk) failed += 1;

// The backend tests' template databases (lib/backend/test-db.ts) are made once per run.
const TEST_RUN_ID = String(Date.now());
rmSync('.data/test-templates', { recursive: true, force: true });
rmSync('reports/jest.json', { force: true });
// PGlite loads its WebAssembly with a dynamic import, which Jest runs only with vm modules on.
// The first pass is on PGlite (the embedded database) even when a PostgreSQL server is given: the
// backend tests run on PostgreSQL in a pass of their own below.
run('unit tests', 'npx', ['jest', '--ci', '--json', '--outputFile=reports/jest.json'], { NODE_OPTIONS: '--experimental-vm-modules', TEST_DATABASE_URL: '', TEST_RUN_ID });
countJest('reports/jest.json', 'unit tests');

if (POSTGRES) {
  rmSync('reports/jest-postgres.json', { force: true });
  // Only the tests whose outcome the database decides: races, locks and migrations, each marked in
  // its file. The rest prove the handlers, which do not change with the database.
  const onBoth = filesMarked('lib', 'Runs on PostgreSQL as well');
  run('backend tests on PostgreSQL', 'npx', ['jest', '--ci', '--json', '--outputFile=reports/jest-postgres.json', '--runTestsByPath', ...onBoth],
    { NODE_OPTIONS: '--experimental-vm-modules', TEST_DATABASE_URL: POSTGRES, TEST_RUN_ID });
  countJest('reports/jest-postgres.json', 'backend tests on PostgreSQL');
}

// Next's build type-checks the whole project (tsconfig.json), so a separate `tsc --noEmit` would do it twice.
const buildOk = run('build and type check', 'npx', ['next', 'build']);
if (!buildOk) {
  failed += 1;
} else {
  rmSync('reports/playwright.json', { force: true });
  const dataDir = `.data/e2e-${Date.now()}`;
  run('browser tests', 'npx', ['playwright', 'test'], { E2E_DATA_DIR: dataDir });
  countPlaywright('reports/playwright.json', 'browser tests');
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });

  // Fails only when a page is broken (not 200, or errors under load), a baseline app does not build,
  // or the bench itself fails.
  if (run('bench (short, numbers reported)', 'node', ['scripts/bench.mjs', '--ci', '--no-build'])) passed += 1;
  else failed += 1;

  if (POSTGRES) {
    // The production shape in the browser: the portal → HTTP → `npm run api` → PostgreSQL, real SMTP
    // and SMPP servers and the Checkout.com double (tests/production-shape/serve.ts starts them once).
    rmSync('reports/playwright-shape.json', { force: true });
    run('browser tests, production shape', 'npx', ['playwright', 'test', '-c', 'playwright.production-shape.config.ts'], { TEST_DATABASE_URL: POSTGRES });
    countPlaywright('reports/playwright-shape.json', 'production shape');

    rmSync('reports/scale.tap', { force: true });
    run('two servers on one PostgreSQL', 'node', ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout',
      '--test-reporter=tap', '--test-reporter-destination=reports/scale.tap', 'tests/scale/']);
    const tap = existsSync('reports/scale.tap') ? readFileSync('reports/scale.tap', 'utf8') : '';
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? NaN);
    if (Number.isNaN(count('pass'))) {
      failed += 1;
      problems.push('no report from the two-server test');
    } else {
      passed += count('pass');
      failed += count('fail');
    }
  }
}

const total = timings.reduce((sum, t) => ({ wall: sum.wall + t.wall, cpu: sum.cpu + t.cpu }), { wall: 0, cpu: 0 });
console.log('\nTimings (wall, and CPU the machine spent meanwhile):');
for (const t of [...timings, { label: 'all steps', ...total }]) console.log(`  ${t.label.padEnd(36)} ${t.wall.toFixed(0).padStart(5)} s  ${t.cpu.toFixed(0).padStart(5)} s CPU`);
if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && problems.length === 0 ? 0 : 1);
