import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // A backend test's first request loads what the rest reuse (the PDF's fonts, the first queries):
  // seconds on a 2-core machine that runs other tests beside it.
  testTimeout: 30_000,
  // One worker per core: Jest's default leaves one core to itself, which on a 2-core machine runs
  // every file one after the other in one process while the other core idles.
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/unit/empty.js' },
  testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/', '/tests/scale/', '/tests/production-shape/', '/.next/', '<rootDir>/bench/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/bench/.work/'],
};

// ES-module-only packages must be transformed; next/jest appends its own ignore list, so the list
// is replaced after the config resolves.
const esmPackages = ['uuid', 'next-intl', 'use-intl', 'icu-minify', '@formatjs', 'intl-messageformat', '@schummar', 'jose'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return resolved;
}
