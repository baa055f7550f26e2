import { bookingHandlers } from './bookings';
import * as contactChange from './contact-change';
import { contractDocumentHandlers } from './contract-documents';
import { dashboardHandlers } from './dashboard';
import type { AreaHandlers } from './registry';
import * as identity from './identity';
import { notificationHandlers } from './notifications';
import { offerHandlers } from './offers';
import { offerPopupHandlers } from './offer-popup';
import * as otp from './otp';
import * as signUp from './sign-up';
import { paymentHandlers } from './payments';
import { policyHandlers } from './policies';
import { quotationHandlers } from './quotations';
import { renewalHandlers } from './renewals';
import { requestHandlers } from './requests';
import { serviceHandlers } from './service';
import * as uploads from './uploads';
import * as user from './user';
import type { Handler } from '../context';

const accountHandlers: AreaHandlers = {
  createSession: user.createSession as Handler,
  getCurrentUser: user.getCurrentUser as Handler,
  createUser: signUp.createUser as Handler,
  updateUser: user.updateUser as Handler,
  changePassword: user.changePassword as Handler,
  requestContactChange: contactChange.requestContactChange as Handler,
  confirmContactChange: contactChange.confirmContactChange as Handler,
  login: user.login as Handler,
  logout: user.logout as Handler,
  forgetPassword: user.forgetPassword as Handler,
  resetPassword: user.resetPassword as Handler,
  initiateVerification: identity.initiateVerification as Handler,
  getRegistrationLists: identity.getRegistrationLists as Handler,
  sendOtp: otp.sendOtp as Handler,
  getOtpState: otp.getOtpState as Handler,
  verifyOtp: otp.verifyOtp as Handler,
  uploadFile: uploads.uploadFile as Handler,
};

/** Endpoints the embedded backend serves so far, area by area; the others answer 501 until their issue lands. */
export const handlers: AreaHandlers = {
  ...accountHandlers,
  ...policyHandlers,
  ...dashboardHandlers,
  ...contractDocumentHandlers,
  ...notificationHandlers,
  ...offerHandlers,
  ...offerPopupHandlers,
  ...serviceHandlers,
  ...quotationHandlers,
  ...paymentHandlers,
  ...bookingHandlers,
  ...requestHandlers,
  ...renewalHandlers,
};
