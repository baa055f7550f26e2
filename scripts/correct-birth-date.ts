/**
 * `npm run correct-birth-date -- --login <e-mail or mobile> --date yyyy-MM-dd --reason "<document seen>" --by "<staff>"`:
 * the company's correction of a customer's birth date (docs/buying-online.md, "Correcting a birth date"),
 * recorded with its reason, who made it and when. Runs against DATABASE_URL's PostgreSQL (or DATA_DIR's
 * PGlite, with the portal stopped: one process opens it at a time).
 */
import { parseArgs } from 'node:util';
import { exitOnBadSettings } from '../lib/config/check-settings';
import { openDatabase } from '../lib/backend/db/client';
import { correctBirthDate, CorrectionRefused } from '../lib/backend/accounts';
import { log } from '../lib/log';

async function main() {
  exitOnBadSettings();
  const { values } = parseArgs({
    options: { login: { type: 'string' }, date: { type: 'string' }, reason: { type: 'string' }, by: { type: 'string' } },
  });
  const { db, close } = await openDatabase();
  try {
    const row = await correctBirthDate(db, {
      login: values.login ?? '', birthDate: values.date ?? '', reason: values.reason ?? '', correctedBy: values.by ?? '',
    }, new Date());
    log.info({ correction: row }, `Birth date corrected: ${row.previousBirthDate ?? 'none'} -> ${row.birthDate} (correction ${row.id})`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CorrectionRefused) log.error(error.message);
  else log.fatal({ err: error }, 'The birth date was not corrected');
  process.exit(1);
});
