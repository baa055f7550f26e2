import { z } from 'zod';
import { endpoint } from '../define';
import { currentPassword, email, fullName, otpCode, password, phone, requiredText } from '@/lib/validation/fields';

export const userSchema = z.object({
  id: z.number().int(),
  type: z.enum(['customer', 'customerCare']),
  is_verified: z.boolean(),
  status: z.enum(['complete', 'refer', 'rejected']),
  black_list: z.boolean(),
  email: z.string(),
  mobile: z.string(),
  nationality: z.string(),
  national_id: z.string().nullable(),
  passport_id: z.string().nullable(),
  name_ar: z.string(),
  name_en: z.string(),
  city: z.string().nullable(),
  employer: z.string().nullable(),
  monthly_income: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const gate = (u: User) => ({ type: u.type, is_verified: u.is_verified, status: u.status, black_list: u.black_list });

/** Login, sign-up and OTP answers carry a fresh token and the user; the BFF keeps the token. */
const sessionUserResponse = z.object({ auth_token: z.string().optional(), user: userSchema });
const okResponse = z.object({ ok: z.literal(true) });

export const createSession = endpoint({
  method: 'POST', path: '/session', auth: false,
  body: z.object({ device_id: z.uuid() }),
  response: z.object({ auth_token: z.string() }),
});

export const getCurrentUser = endpoint({
  method: 'GET', path: '/user/current',
  response: z.object({ user: userSchema.nullable() }),
  userOf: (r) => (r.user ? gate(r.user) : undefined),
});

export const signUpSchema = z.object({
  nationality: z.enum(['JO', 'other']),
  national_id: z.string().trim().max(20).optional(),
  passport_id: z.string().trim().max(20).optional(),
  name_ar: fullName,
  name_en: fullName,
  mobile: phone,
  email,
  password,
});

export const createUser = endpoint({
  method: 'POST', path: '/user',
  body: signUpSchema,
  response: sessionUserResponse,
  userOf: (r) => gate(r.user),
});

export const updateUserSchema = z.object({
  name_ar: fullName.optional(),
  name_en: fullName.optional(),
  mobile: phone.optional(),
  email: email.optional(),
  city: requiredText(80).optional(),
  employer: requiredText(120).optional(),
  monthly_income: requiredText(40).optional(),
});

export const updateUser = endpoint({
  method: 'PATCH', path: '/user',
  body: updateUserSchema,
  response: z.object({ user: userSchema }),
  userOf: (r) => gate(r.user),
});

export const changePasswordSchema = z.object({ current_password: currentPassword, password });
export const changePassword = endpoint({
  method: 'PATCH', path: '/user/change-password',
  body: changePasswordSchema,
  response: okResponse,
});

/** Sign-in takes an e-mail address or a mobile number. */
export const loginSchema = z.object({ login: requiredText(254), password: currentPassword });
export const login = endpoint({
  method: 'POST', path: '/user/login',
  body: loginSchema,
  response: sessionUserResponse,
  userOf: (r) => gate(r.user),
});

export const forgetPasswordSchema = z.object({ email });
export const forgetPassword = endpoint({
  method: 'POST', path: '/user/forget-password',
  body: forgetPasswordSchema,
  response: okResponse,
});

export const resetPasswordSchema = z.object({ email, code: otpCode, password });
export const resetPassword = endpoint({
  method: 'POST', path: '/user/reset-password',
  body: resetPasswordSchema,
  response: okResponse,
});

/** Starts the identity-verification journey for the signed-in user's documents. */
export const initiateVerification = endpoint({
  method: 'POST', path: '/user/initiate',
  body: z.object({ journey_id: z.string().trim().min(1).max(64) }),
  response: z.object({ journey_id: z.string(), status: z.enum(['complete', 'refer', 'rejected']) }),
});

export const logout = endpoint({
  method: 'PATCH', path: '/user/logout',
  body: z.object({ deviceId: z.uuid() }),
  response: okResponse,
});

/** Sends a code to the signed-in user's mobile number. */
export const sendOtp = endpoint({
  method: 'POST', path: '/otp/send',
  response: z.object({ sent: z.literal(true), mobile_hint: z.string(), resend_after_s: z.number().int() }),
});

export const verifyOtp = endpoint({
  method: 'POST', path: '/otp/verify',
  body: z.object({ code: otpCode }),
  response: sessionUserResponse,
  userOf: (r) => gate(r.user),
});
