import { bookingHandlers } from './bookings';
import { carHandlers } from './car';
import { claimHandlers } from './claims';
import * as contactChange from './contact-change';
import { contractDocumentHandlers } from './contract-documents';
import { travelCertificateHandlers } from './travel-certificate';
import { dashboardHandlers } from './dashboard';
import type { AreaHandlers, Handlers } from './registry';
import * as identity from './identity';
import { notificationHandlers } from './notifications';
import { offerHandlers } from './offers';
import { offerPopupHandlers } from './offer-popup';
import * as otp from './otp';
import * as passwordReset from './password-reset';
import * as signUp from './sign-up';
import { paymentHandlers } from './payments';
import { policyHandlers } from './policies';
import { priceHandlers } from './prices';
import { quotationHandlers } from './quotations';
import { renewalHandlers } from './renewals';
import { requestHandlers } from './requests';
import { serviceHandlers } from './service';
import * as uploads from './uploads';
import * as user from './user';

const accountHandlers = {
  createSession: user.createSession,
  getCurrentUser: user.getCurrentUser,
  createUser: signUp.createUser,
  updateUser: user.updateUser,
  changePassword: user.changePassword,
  requestContactChange: contactChange.requestContactChange,
  confirmContactChange: contactChange.confirmContactChange,
  login: user.login,
  logout: user.logout,
  forgetPassword: passwordReset.forgetPassword,
  resetPassword: passwordReset.resetPassword,
  resetPasswordByLink: passwordReset.resetPasswordByLink,
  initiateVerification: identity.initiateVerification,
  getRegistrationLists: identity.getRegistrationLists,
  sendOtp: otp.sendOtp,
  getOtpState: otp.getOtpState,
  verifyOtp: otp.verifyOtp,
  uploadFile: uploads.uploadFile,
} satisfies AreaHandlers;

/** Every endpoint's handler, area by area: an endpoint left out, or a handler that does not fit its endpoint, fails tsc. */
export const handlers: Handlers = {
  ...accountHandlers,
  ...claimHandlers,
  ...policyHandlers,
  ...dashboardHandlers,
  ...contractDocumentHandlers,
  ...travelCertificateHandlers,
  ...notificationHandlers,
  ...offerHandlers,
  ...offerPopupHandlers,
  ...serviceHandlers,
  ...quotationHandlers,
  ...carHandlers,
  ...priceHandlers,
  ...paymentHandlers,
  ...bookingHandlers,
  ...requestHandlers,
  ...renewalHandlers,
};
