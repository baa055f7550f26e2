import type { claims as claimEndpoints } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import { approve, claimView, close, deskClaims, findClaim, recordAssessment, refuse, requestDocuments, requireDesk, settle } from '../claims';
import type { ClaimRow } from '../claims';
import type { Db } from '../db/client';
import type { Locale } from '@/lib/config/business';
import type { AreaHandlers } from './registry';

const answer = async (db: Db, row: ClaimRow, lang: Locale, now: Date) => ({ claim: await claimView(db, row, lang, now, 'desk') });

/** GET /claims-desk?status=&q=: claims by state, open or overdue, the overdue first, then by the next due day. */
const getDeskClaims: Handler<typeof claimEndpoints.getDeskClaims> = async ({ db, user, query, lang, now }) => {
  requireDesk(user);
  return { claims: await deskClaims(db, query, lang, now) };
};

const getDeskClaim: Handler<typeof claimEndpoints.getDeskClaim> = async ({ db, user, params, lang, now }) => {
  const me = requireDesk(user);
  return answer(db, await findClaim(db, me, params.id, lang), lang, now);
};

const requestClaimDocuments: Handler<typeof claimEndpoints.requestClaimDocuments> = async ({ db, user, params, body, lang, now }) =>
  answer(db, await requestDocuments({ db, me: requireDesk(user), idText: params.id, lang, now }, body), lang, now);

const recordClaimAssessment: Handler<typeof claimEndpoints.recordClaimAssessment> = async ({ db, user, params, body, lang, now }) =>
  answer(db, await recordAssessment({ db, me: requireDesk(user), idText: params.id, lang, now }, body), lang, now);

const approveClaim: Handler<typeof claimEndpoints.approveClaim> = async ({ db, user, params, body, lang, now }) =>
  answer(db, await approve({ db, me: requireDesk(user), idText: params.id, lang, now }, body), lang, now);

const refuseClaim: Handler<typeof claimEndpoints.refuseClaim> = async ({ db, user, params, body, lang, now }) =>
  answer(db, await refuse({ db, me: requireDesk(user), idText: params.id, lang, now }, body), lang, now);

const settleClaim: Handler<typeof claimEndpoints.settleClaim> = async ({ db, user, params, body, lang, now }) =>
  answer(db, await settle({ db, me: requireDesk(user), idText: params.id, lang, now }, body), lang, now);

const closeClaim: Handler<typeof claimEndpoints.closeClaim> = async ({ db, user, params, body, lang, now }) =>
  answer(db, await close({ db, me: requireDesk(user), idText: params.id, lang, now }, body), lang, now);

/** Customer care's claims desk: each step one transaction on the claim's row (lib/backend/claims/step.ts). */
export const deskClaimHandlers = {
  getDeskClaims,
  getDeskClaim,
  requestClaimDocuments,
  recordClaimAssessment,
  approveClaim,
  refuseClaim,
  settleClaim,
  closeClaim,
} satisfies AreaHandlers;
