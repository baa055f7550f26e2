/**
 * The claims domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { findClaim, requireCustomer, requireDesk } from './access';
export { chequeReadyOn, chequeStatusOf, claimChequeNumber } from './cheque';
export { payReadyCheques } from './cheque-ready';
export { acceptOffer, answerDocuments, linkAssessor, object } from './customer-steps';
export { payByFrom } from './deadlines';
export { deskClaims } from './desk-list';
export { approve, close, recordAssessment, refuse, requestDocuments, settle } from './desk-steps';
export { claimError } from './errors';
export { confirmPayoutChange, payoutAccountOf, startPayoutChange } from './payout';
export { reportClaim } from './report';
export { type ClaimRow } from './rules';
export { claimReference } from './text';
export { claimsOf, claimSummaries, claimView } from './view';
