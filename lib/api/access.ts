import type { EndpointName } from './endpoints';

/**
 * Who may call an endpoint, mirroring the page rules of spec §4 (lib/access/rules.ts) on the API:
 * - public: anyone, signed in or not, whatever the account's state: data any visitor may see, the
 *   calls that sign in, sign up or reset a password, and the common ones every held screen needs
 *   (the current user, which is none for a visitor, and logout);
 * - verification: a signed-in user whose mobile number is not confirmed (what validate-otp needs);
 * - customer: a customer who may use the portal (verified, complete, not blacklisted);
 * - booking: that customer, or customer-care staff who may use the portal (appointments for customers);
 * - staff: customer-care staff only.
 * An endpoint not listed here is `customer`: a new endpoint is closed until someone opens it.
 */
export type EndpointAccess = 'public' | 'verification' | 'customer' | 'booking' | 'staff';

const ACCESS: Partial<Record<EndpointName, EndpointAccess>> = {
  createSession: 'public',
  login: 'public',
  forgetPassword: 'public',
  resetPassword: 'public',
  resetPasswordByLink: 'public',
  initiateVerification: 'public',
  // Sign-up's identity scan is uploaded before there is an account; the handler allows each account
  // state (a visitor too) only the purposes UPLOAD_PURPOSE_STATES gives it (lib/config/uploads.ts).
  uploadFile: 'public',
  createUser: 'public',
  getRegistrationLists: 'public',
  getHomeAnnouncements: 'public',
  getOffers: 'public',
  getOffer: 'public',
  getChequeStatus: 'public',
  verifyPolicyQr: 'public',
  getCurrentUser: 'public',
  // A price before any account: a visitor's session holds its answers (lib/backend/handlers/prices.ts).
  createPrice: 'public',
  getHeldPrices: 'public',
  logout: 'public',
  // The card gateway's server, with no session: believed only for its signature (lib/backend/payments/gateway).
  paymentWebhook: 'public',

  sendOtp: 'verification',
  getOtpState: 'verification',
  verifyOtp: 'verification',

  getUserPolicies: 'booking',
  getPolicyBySegmentCode: 'booking',
  getAvailableTimes: 'booking',
  getBlockedDays: 'booking',
  createAppointment: 'booking',
  updateAppointment: 'booking',
  cancelAppointment: 'booking',
  getLocationApproval: 'booking',

  getAppointmentPhoto: 'booking',

  getAllAppointments: 'staff',
  getMonthLoad: 'staff',
  getAppointmentById: 'staff',
  cancelAppointmentForPolicy: 'staff',
  searchContracts: 'staff',
  searchAppointments: 'staff',
  updateAppointmentStatus: 'staff',

  // A claim's photos and documents: the customer's own, or any claim's for customer care.
  getClaimFile: 'booking',
  getDeskClaims: 'staff',
  getDeskClaim: 'staff',
  requestClaimDocuments: 'staff',
  recordClaimAssessment: 'staff',
  approveClaim: 'staff',
  refuseClaim: 'staff',
  settleClaim: 'staff',
  closeClaim: 'staff',
};

export function endpointAccess(name: EndpointName): EndpointAccess {
  return ACCESS[name] ?? 'customer';
}

/**
 * Calls that start a new contract (a quotation, or paying one): a blacklisted customer is told the
 * contract can't be created (spec §8) rather than only that the account is held.
 */
const CREATES_CONTRACT = new Set<EndpointName>([
  'createTravelQuotation', 'createLowCostTravelQuotation', 'priceTravelPrograms', 'createHomeQuotation', 'createGuardQuote', 'createCarQuotation',
  'startPayment', 'payByCard', 'createCarRenewalQuotation', 'createRenewalLinkQuotation',
]);

export function createsContract(name: EndpointName): boolean {
  return CREATES_CONTRACT.has(name);
}

/**
 * Calls a visitor with no session of their own makes with the portal's own (lib/session/bff.ts), so no
 * session row and no cookie is made for them: every read (a GET changes nothing, and without a session
 * its answer is the same for everyone: public data, nothing held, or a refusal), and the cheque
 * look-up, a read sent as POST. A visitor's session starts with the first call that needs one.
 */
const ANONYMOUS_POST_READS = new Set<EndpointName>(['getChequeStatus']);

export function isAnonymousRead(name: EndpointName, method: string): boolean {
  return method === 'GET' || ANONYMOUS_POST_READS.has(name);
}
