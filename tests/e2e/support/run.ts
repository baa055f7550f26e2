import path from 'node:path';

/**
 * Where this run of the browser tests keeps its data (the seeded template and each server's copy),
 * fixed by the main process before the workers start so that they all agree.
 */
process.env.E2E_DATA_DIR ??= path.join('.data', `e2e-${Date.now()}`);
export const E2E_RUN_DIR = path.resolve(process.env.E2E_DATA_DIR);

/** The template's server takes this port while it seeds; worker n's server takes the port n + 1 above it. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
