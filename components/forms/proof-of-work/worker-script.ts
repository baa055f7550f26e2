/**
 * The proof of work's algorithm (lib/config/security.ts PROOF_OF_WORK) and the widget's worker for it,
 * served by the portal: public/vendor holds a copy of `altcha/dist/workers/pbkdf2.js` (its test checks
 * it is the installed version's). A worker from a blob or another origin would be outside the pages'
 * Content-Security-Policy.
 */
export const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256';
export const ALTCHA_WORKER_SCRIPT = '/vendor/altcha-pbkdf2-3.2.2.js';
