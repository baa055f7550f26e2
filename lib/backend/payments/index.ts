/**
 * The payments domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { configuredGateway } from './gateway/configured';
export { startTestCheckoutServer } from './gateway/test-checkout-server';
export { hostedPageOf, verifyWhenDue } from './hosted';
export { coverOf } from './overlap';
export { cancelQuotePayment, paymentOf, payQuoteByCard, settleIfDue, startQuotePayment } from './payment';
export { plateCoverOf, plateHeldByAnother } from './plate-holder';
export { assertMayBuy, holdQuote, type NewQuote, previewQuotes, quotationView } from './quotes';
export { startReconciliation } from './reconcile';
export { paymentView } from './view';
export { receiveWebhook } from './webhook';
