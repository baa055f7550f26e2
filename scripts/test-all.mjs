#!/usr/bin/env node
/**
 * The whole test suite, as CI runs it: lint, typecheck, unit tests (Jest), a production build, and
 * the browser tests (Playwright on Chromium against that build). It ends with the line
 * `N passed, N failed` summing both runners; a failed lint, typecheck or build counts as a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
let passed = 0;
let failed = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(`${label} exited with ${result.status ?? result.signal}`);
  return result.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const lintOk = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
if (!lintOk) failed += 1;
const typesOk = run('typecheck', 'npx', ['tsc', '--noEmit']);
if (!typesOk) failed += 1;

rmSync('reports/jest.json', { force: true });
// PGlite loads its WebAssembly with a dynamic import, which Jest runs only with vm modules on.
run('unit tests', 'npx', ['jest', '--ci', '--json', '--outputFile=reports/jest.json'], { NODE_OPTIONS: '--experimental-vm-modules' });
const jest = readJson('reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
} else {
  failed += 1;
  problems.push('no Jest report');
}

const buildOk = run('build', 'npx', ['next', 'build']);
if (!buildOk) {
  failed += 1;
} else {
  rmSync('reports/playwright.json', { force: true });
  const dataDir = `.data/e2e-${Date.now()}`;
  run('browser tests', 'npx', ['playwright', 'test'], { E2E_DATA_DIR: dataDir });
  const report = readJson('reports/playwright.json');
  if (report?.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else {
    failed += 1;
    problems.push('no Playwright report');
  }
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
}

if (problems.length) console.log(`\nProblems:\n- ${problems.join('\n- ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && problems.length === 0 ? 0 : 1);
