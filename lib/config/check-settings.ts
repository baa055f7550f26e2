import { codesPerAddressLimit } from './code-budget';
import { deliverySettings } from './env';
import { mapSettings } from './map';
import { mapTilesProblem, tilesPerAddressLimit } from './map-tiles';
import { gatewaySettings } from './payment-gateway';
import { holidaysProblem } from './holiday-years';
import { clientAddressProblem, productionProblems } from './production';
import { uploadStorageSettings } from './upload-storage';
import { socketHeadersAreOurs } from '@/lib/config/forwarded.mjs';
import { log } from '@/lib/log';

/**
 * At start (instrumentation.ts, `npm run api`): a server whose settings cannot work stops with a
 * message naming each problem, instead of serving sign-ups whose codes never leave or a production
 * portal that takes test cards. Node only (process.exit). `portal`: the portal's own start (not the
 * API service's or the release step's), which must also know its customers' addresses and have a
 * map tile provider of the company's own. A year ahead without public holidays stops production and
 * is warned of in the demo.
 */
export function exitOnBadSettings({ portal = false }: { portal?: boolean } = {}): void {
  const problems = productionProblems();
  if (portal) {
    for (const problem of [clientAddressProblem(socketHeadersAreOurs()), mapTilesProblem()]) if (problem) problems.push(problem);
  }
  for (const check of [deliverySettings, gatewaySettings, uploadStorageSettings, codesPerAddressLimit, mapSettings, tilesPerAddressLimit]) {
    try {
      check();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!problems.includes(message)) problems.push(message);
    }
  }
  const holidays = holidaysProblem();
  if (holidays?.refuse) problems.push(holidays.problem);
  else if (holidays) log.warn(holidays.problem);
  if (problems.length === 0) return;
  log.fatal({ problems }, 'The portal cannot start with these settings');
  process.exit(1);
}
