import { z } from 'zod';
import { gateUserSchema } from '@/lib/access/gate-user';
import { LOCALES } from '@/lib/config/business';
import {
  changePasswordSchema, forgetPasswordSchema, initiateSchema, otpSchema, profileSchema, resetLinkSchema, resetPasswordSchema,
} from '@/lib/validation/account';
import { contactChangeConfirmSchema, contactChangeSchema, contactChannel } from '@/lib/validation/contact-change';
import { requiredText } from '@/lib/validation/fields';
import { loginSchema } from '@/lib/validation/sign-in';
import { proofOfWork } from '@/lib/validation/proof-of-work';
import { signUpSchema } from '@/lib/validation/sign-up';
import { extend } from 'zod/mini';
import { endpoint } from '../define';

export const userSchema = z.object({
  id: z.number().int(),
  ...gateUserSchema.shape,
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
  /** Barred from issuing travel and renewing car contracts on the web (spec §6); absent means not barred. */
  web_issuing_barred: z.boolean().optional(),
  /** yyyy-MM-dd when known, so purchase forms need not ask. */
  birth_date: z.string().nullable().optional(),
  /**
   * The language the customer's text messages and e-mails are written in, whatever screen causes them:
   * the sign-up's until they choose another on the profile. Absent where the company's API keeps none.
   */
  message_language: z.enum(LOCALES).optional(),
});
export type User = z.infer<typeof userSchema>;

/** The gating fields (and the id) the BFF keeps in the session cookie, from a response's user. */
export const gate = (u: User) => ({ id: u.id, type: u.type, is_verified: u.is_verified, status: u.status, black_list: u.black_list });

/**
 * Login, sign-up and OTP answers carry a fresh token and the user; the BFF keeps the token. A sign-in
 * (or a confirmed sign-up) may carry `device_token` too: the browser's KNOWN_DEVICE token, which the
 * BFF keeps in its own httpOnly cookie and takes out of the answer.
 */
const sessionUserResponse = z.object({ auth_token: z.string().optional(), device_token: z.string().optional(), user: userSchema });
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

/** Sign-up's last step: creates the user from the account step, the verified journey and the choices; sends a code. */
export const createUser = endpoint({
  method: 'POST', path: '/user',
  body: signUpSchema.extend({ pow: proofOfWork }),
  response: sessionUserResponse,
  userOf: (r) => gate(r.user),
});

/**
 * Any of the profile's details. Strict: a body naming the e-mail or the mobile number is refused (400),
 * not half applied; those change through requestContactChange and confirmContactChange.
 */
export const updateUser = endpoint({
  method: 'PATCH', path: '/user',
  body: profileSchema.partial().strict(),
  response: z.object({ user: userSchema }),
  userOf: (r) => gate(r.user),
});

/**
 * An addition to spec §7: a new e-mail address or mobile number, with the current password. A code is
 * sent to the new value; nothing changes until it is confirmed.
 */
export const requestContactChange = endpoint({
  method: 'POST', path: '/user/contact-change',
  body: contactChangeSchema,
  response: z.object({ sent: z.literal(true), channel: contactChannel, value: z.string(), expires_in_s: z.number().int() }),
});

/** The code sent to the new value: the change takes effect, the old address is told, other sessions end. */
export const confirmContactChange = endpoint({
  method: 'POST', path: '/user/contact-change/confirm',
  body: contactChangeConfirmSchema,
  response: z.object({ user: userSchema }),
  userOf: (r) => gate(r.user),
});

/** The current password is counted before it is checked; a new one ends the account's other sessions. */
export const changePassword = endpoint({
  method: 'PATCH', path: '/user/change-password',
  body: changePasswordSchema,
  response: okResponse,
});

/**
 * Sign-in takes an e-mail address or a mobile number. `pow`: the proof of work a sign-in that would
 * send a code may be asked for (428 pow_required), as POST /user, /user/forget-password and /otp/send.
 */
export const login = endpoint({
  method: 'POST', path: '/user/login',
  body: extend(loginSchema, { pow: proofOfWork }),
  response: sessionUserResponse,
  userOf: (r) => gate(r.user),
});

/**
 * Sends a reset code by SMS and e-mail, or, once the login's text messages are spent, a reset link by
 * e-mail; answers the same whether or not the address is known.
 */
export const forgetPassword = endpoint({
  method: 'POST', path: '/user/forget-password',
  body: forgetPasswordSchema.extend({ pow: proofOfWork }),
  response: okResponse,
});

export const resetPassword = endpoint({
  method: 'POST', path: '/user/reset-password',
  body: resetPasswordSchema,
  response: okResponse,
});

/**
 * An addition to spec §7: a new password from the link a reset sent by e-mail (forgetPassword), which
 * works once, within RESET_LINK_VALID_MS, from any browser: whoever holds the inbox holds the link.
 */
export const resetPasswordByLink = endpoint({
  method: 'POST', path: '/user/reset-password/link',
  body: resetLinkSchema,
  response: okResponse,
});

/**
 * Starts the identity-verification journey with the scanned document (front and back, each sent
 * first to `POST /uploads` and named here by its id), before the account exists; POST /user then
 * names the journey.
 */
export const initiateVerification = endpoint({
  method: 'POST', path: '/user/initiate',
  body: initiateSchema,
  response: z.object({ journey_id: z.uuid(), documents: z.array(z.object({ side: z.enum(['front', 'back']), size: z.number().int() })) }),
});

export const logout = endpoint({
  method: 'PATCH', path: '/user/logout',
  body: z.object({ deviceId: requiredText(64) }),
  response: okResponse,
});

/** Sends a code to the signed-in user's mobile number. */
export const sendOtp = endpoint({
  method: 'POST', path: '/otp/send',
  body: z.object({ pow: proofOfWork }).optional(),
  response: z.object({ sent: z.literal(true), mobile_hint: z.string(), resend_after_s: z.number().int() }),
});

/**
 * An addition to spec §7: whether a verification code that can still be used was sent to the
 * signed-in user's number, so the code screen says what happened (and not "we sent" before anything was).
 */
export const getOtpState = endpoint({
  method: 'GET', path: '/otp/state',
  response: z.object({ sent: z.boolean(), mobile_hint: z.string(), resend_after_s: z.number().int() }),
});

export const verifyOtp = endpoint({
  method: 'POST', path: '/otp/verify',
  body: otpSchema,
  response: sessionUserResponse,
  userOf: (r) => gate(r.user),
});

const choice = z.object({ value: z.string(), en: z.string(), ar: z.string() });

/**
 * An addition to spec §7 (which leaves the lists' source unsaid): the lists sign-up chooses from.
 */
export const getRegistrationLists = endpoint({
  method: 'GET', path: '/lookup/registration',
  response: z.object({ cities: z.array(choice), employers: z.array(choice), monthly_incomes: z.array(choice) }),
});
