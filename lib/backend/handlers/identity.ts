import { randomUUID, createHash } from 'node:crypto';
import { CITIES, EMPLOYERS, MONTHLY_INCOMES } from '@/lib/config/registration';
import type { account } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { identityDocuments, identityJourneys } from '../db/schema';
import { HttpError } from '../http';
import { checkDocument } from '../identity/document-check';

/** Stores the scanned document of a journey that the sign-up will name; the session owns it until then. */
export const initiateVerification: Handler<typeof account.initiateVerification> = async ({ db, session, body }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  const checked = body.documents.map((doc) => ({ doc, result: checkDocument(doc.content_type, doc.data) }));
  const fields: Record<string, string> = {};
  for (const { doc, result } of checked) if ('problem' in result) fields[`documents.${doc.side}`] = result.problem;
  if (Object.keys(fields).length) throw new HttpError(400, 'validation_error', 'The document could not be read', { fields });

  const journeyId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(identityJourneys).values({ id: journeyId, sessionId: session.id });
    for (const { doc, result } of checked) {
      if (!('bytes' in result)) continue;
      await tx.insert(identityDocuments).values({
        journeyId, side: doc.side, contentType: doc.content_type, size: result.bytes.length,
        sha256: createHash('sha256').update(result.bytes).digest('hex'), data: result.bytes,
      });
    }
  });
  return {
    journey_id: journeyId,
    documents: checked.map(({ doc, result }) => ({ side: doc.side, size: 'bytes' in result ? result.bytes.length : 0 })),
  };
};

export const getRegistrationLists: Handler<typeof account.getRegistrationLists> = async () => ({
  cities: CITIES, employers: EMPLOYERS, monthly_incomes: MONTHLY_INCOMES,
});
