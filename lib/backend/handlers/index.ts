import type { EndpointName } from '@/lib/api/endpoints';
import type { Handler } from '../context';
import * as identity from './identity';
import * as otp from './otp';
import * as user from './user';

/** Endpoints the embedded backend serves so far; the others answer 501 until their issue lands. */
export const handlers: Partial<Record<EndpointName, Handler>> = {
  createSession: user.createSession as Handler,
  getCurrentUser: user.getCurrentUser as Handler,
  createUser: user.createUser as Handler,
  updateUser: user.updateUser as Handler,
  changePassword: user.changePassword as Handler,
  login: user.login as Handler,
  logout: user.logout as Handler,
  forgetPassword: user.forgetPassword as Handler,
  resetPassword: user.resetPassword as Handler,
  initiateVerification: identity.initiateVerification as Handler,
  getRegistrationLists: identity.getRegistrationLists as Handler,
  sendOtp: otp.sendOtp as Handler,
  verifyOtp: otp.verifyOtp as Handler,
};
