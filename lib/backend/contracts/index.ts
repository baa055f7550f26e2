/**
 * The contracts domain as the rest of the backend sees it: other domains and the service (handlers,
 * router, jobs) import these names from here, never from the files behind them.
 */
export { assertCarDocuments } from './insured/car-documents';
export { holderBirthDate } from './insured/holder-birth-date';
export { holderInputs } from './insured/holder-inputs';
export { quoteDocuments } from './insured/quote-documents';
export { assertTitleDeed } from './insured/title-deed';
export { issuerOf, type QuoteKind } from './issuers/index';
export { yearFrom } from './issuers/new-contracts';
export { notifyContractIssued } from './notices/contract';
export { writeDueExpiryNotifications } from './notices/expiry';
export { certificateContent } from './pdf/certificate-content';
export { maskName, verificationUrl } from './pdf/verify-url';
export { eligibility, newPeriodOf } from './renewals/eligibility';
export { renewalInputs } from './renewals/issue';
export { linkOf, linkUsable, sendRenewalLink } from './renewals/links';
export { renewalPricing } from './renewals/price';
export { contractStatistics, upcomingAppointmentCount, viewStatistics } from './statistics';
export { holderViews, policiesOf, policyOf, type PolicyRow, policyView, renewalsOf } from './view';

/** A contract's PDF (pdfkit, with its fonts): loaded only when one is drawn, never with the backend. */
export async function renderContractPdf(...args: Parameters<typeof import('./pdf/contract-pdf').renderContractPdf>): Promise<Buffer> {
  return (await import('./pdf/contract-pdf')).renderContractPdf(...args);
}

/** A travel contract's certificate of insurance (pdfkit): loaded only when one is drawn. */
export async function renderTravelCertificate(...args: Parameters<typeof import('./pdf/travel-certificate').renderTravelCertificate>): Promise<Buffer> {
  return (await import('./pdf/travel-certificate')).renderTravelCertificate(...args);
}
