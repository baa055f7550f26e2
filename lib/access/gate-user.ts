import { z } from 'zod';

/**
 * The four fields of the session user the gating rules read (spec §3): the one declaration that the
 * rules, the session cookie, the API's user and the backend's gate all take them from.
 */
export const gateUserSchema = z.object({
  type: z.enum(['customer', 'customerCare']),
  is_verified: z.boolean(),
  status: z.enum(['complete', 'refer', 'rejected']),
  black_list: z.boolean(),
});
export type GateUser = z.infer<typeof gateUserSchema>;

/**
 * The session's user as the session cookie keeps it and an endpoint's answer names it (`userOf`): the
 * gating fields and the user's id.
 */
export const sessionUserSchema = z.object({
  /** Not a gating field: the user a log line of the BFF names. Absent in cookies written before it was kept. */
  id: z.number().int().optional(),
  ...gateUserSchema.shape,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
