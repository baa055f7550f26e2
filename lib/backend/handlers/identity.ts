import { randomUUID } from 'node:crypto';
import { CITIES, EMPLOYERS, IDENTITY_DOCUMENT, MONTHLY_INCOMES } from '@/lib/config/registration';
import type { account } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { identityDocuments, identityJourneys } from '../db/schema';
import { HttpError } from '../http';
import { claimUploads } from '../uploads';

/**
 * Starts a journey with the scanned document: the two uploads (front and back) are claimed for it,
 * so they must be this session's own identity uploads; the session owns the journey until sign-up
 * names it. The bytes stay in their files: the rows only point at them.
 */
export const initiateVerification: Handler<typeof account.initiateVerification> = async ({ db, session, user, body, now }) => {
  if (!session) throw new HttpError(401, 'invalid_session_id', 'Session not found');
  const ids = Object.fromEntries(body.documents.map((doc) => [`documents.${doc.side}`, doc.upload_id]));
  const journeyId = randomUUID();
  const documents = await db.transaction(async (tx) => {
    const files = await claimUploads(tx, {
      ids, owner: { sessionId: session.id, userId: user?.id ?? null }, purpose: 'identity', allowedTypes: IDENTITY_DOCUMENT.types, now,
    });
    await tx.insert(identityJourneys).values({ id: journeyId, sessionId: session.id, createdAt: now });
    return Promise.all(body.documents.map(async (doc) => {
      const file = files[`documents.${doc.side}`]!;
      await tx.insert(identityDocuments).values({ journeyId, side: doc.side, uploadId: file.id, contentType: file.type, size: file.size });
      return { side: doc.side, size: file.size };
    }));
  });
  return { journey_id: journeyId, documents };
};

export const getRegistrationLists: Handler<typeof account.getRegistrationLists> = async () => ({
  cities: CITIES, employers: EMPLOYERS, monthly_incomes: MONTHLY_INCOMES,
});
