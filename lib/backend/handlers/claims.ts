import { and, eq } from 'drizzle-orm';
import type { claims as claimEndpoints } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import {
  acceptOffer, answerDocuments, claimError, claimsOf, claimSummaries, claimView, findClaim, linkAssessor, object, reportClaim as report, requireCustomer,
} from '../claims';
import { claimFiles } from '../db/schema';
import { servedFile, uploadById } from '../uploads';
import { deskClaimHandlers } from './claims-desk';
import { payoutAccountHandlers } from './payout-account';
import type { AreaHandlers } from './registry';
import { requireUser } from '../accounts';

/** GET /claims: the customer's own claims, newest first. */
const getMyClaims: Handler<typeof claimEndpoints.getMyClaims> = async ({ db, user, lang, now }) => {
  const me = requireCustomer(user);
  return { claims: await claimSummaries(db, await claimsOf(db, me.id), lang, now, 'customer') };
};

/** GET /claims/{id}: one of the customer's own claims; anyone else's is not found. */
const getMyClaim: Handler<typeof claimEndpoints.getMyClaim> = async ({ db, user, params, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await findClaim(db, me, params.id, lang), lang, now, 'customer') };
};

/** POST /claims: a report on one of the customer's contracts, a claim number at once (claims/report.ts). */
const reportClaim: Handler<typeof claimEndpoints.reportClaim> = async ({ db, user, session, body, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await report({ db, me, session, body, lang, now }), lang, now, 'customer') };
};

const answerDocumentRequest: Handler<typeof claimEndpoints.answerDocumentRequest> = async ({ db, user, session, params, body, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await answerDocuments({ db, me, session, idText: params.id, lang, now }, body), lang, now, 'customer') };
};

const linkClaimAssessor: Handler<typeof claimEndpoints.linkClaimAssessor> = async ({ db, user, params, body, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await linkAssessor({ db, me, idText: params.id, lang, now }, body), lang, now, 'customer') };
};

const acceptClaimOffer: Handler<typeof claimEndpoints.acceptClaimOffer> = async ({ db, user, params, body, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await acceptOffer({ db, me, idText: params.id, lang, now }, body), lang, now, 'customer') };
};

const disputeClaimOffer: Handler<typeof claimEndpoints.disputeClaimOffer> = async ({ db, user, session, params, body, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await object({ db, me, session, idText: params.id, lang, now }, { ...body, which: 'dispute' }), lang, now, 'customer') };
};

const appealClaim: Handler<typeof claimEndpoints.appealClaim> = async ({ db, user, session, params, body, lang, now }) => {
  const me = requireCustomer(user);
  return { claim: await claimView(db, await object({ db, me, session, idText: params.id, lang, now }, { ...body, which: 'appeal' }), lang, now, 'customer') };
};

/** GET /claims/{id}/files/{upload}?size=: a photo (or its copy) or document of a claim the caller may see (customer care: any claim's). */
const getClaimFile: Handler<typeof claimEndpoints.getClaimFile> = async ({ db, user, params, query, lang }) => {
  const me = requireUser(user);
  const claim = await findClaim(db, me, params.id, lang);
  const [file] = await db.select().from(claimFiles)
    .where(and(eq(claimFiles.claimId, claim.id), eq(claimFiles.uploadId, params.second ?? ''))).limit(1);
  const upload = file ? await uploadById(db, file.uploadId) : null;
  if (!upload) throw claimError(404, 'claim_file_not_found', lang);
  return servedFile(db, upload, query.size);
};

/** Claims: the customer's report and steps, customer care's claims desk, and where claim money goes. */
export const claimHandlers = {
  getMyClaims,
  getMyClaim,
  reportClaim,
  answerDocumentRequest,
  linkClaimAssessor,
  acceptClaimOffer,
  disputeClaimOffer,
  appealClaim,
  getClaimFile,
  ...deskClaimHandlers,
  ...payoutAccountHandlers,
} satisfies AreaHandlers;
