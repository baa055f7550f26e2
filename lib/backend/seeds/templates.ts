import { z } from 'zod';

/** The demo accounts a customer can be seeded from: the part of their e-mail before the @. */
export const CUSTOMER_TEMPLATES = ['demo', 'new', 'review', 'rejected', 'blocked', 'care', 'barred', 'renewals'] as const;
export const customerTemplate = z.enum(CUSTOMER_TEMPLATES);
export type CustomerTemplate = z.infer<typeof customerTemplate>;
