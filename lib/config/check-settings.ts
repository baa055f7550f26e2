import { deliverySettings } from './env';
import { gatewaySettings } from './payment-gateway';
import { productionProblems } from './production';
import { uploadStorageSettings } from './upload-storage';
import { log } from '@/lib/log';

/**
 * At start (instrumentation.ts, `npm run api`): a server whose settings cannot work stops with a
 * message naming each problem, instead of serving sign-ups whose codes never leave or a production
 * portal that takes test cards. Node only (process.exit).
 */
export function exitOnBadSettings(): void {
  const problems = productionProblems();
  for (const check of [deliverySettings, gatewaySettings, uploadStorageSettings]) {
    try {
      check();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!problems.includes(message)) problems.push(message);
    }
  }
  if (problems.length === 0) return;
  log.fatal({ problems }, 'The portal cannot start with these settings');
  process.exit(1);
}
