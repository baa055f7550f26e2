import { z } from 'zod';
import type { PolicyDeclarations } from '../../db/schema/policies';


/** The holder's birth date a quote uses, and whether the customer declared it (rather than the account holding it). */
export type HolderBirthDate = { birthDate: string; declared: boolean };

/** How a quote's inputs keep the birth date its price used, for the issuer to write on the contract (and, declared, on the account). */
const storedHolder = z.object({ holder: z.object({ birth_date: z.iso.date(), declared: z.boolean() }) });

export function holderInputs(holder: HolderBirthDate) {
  return { holder: { birth_date: holder.birthDate, declared: holder.declared } } satisfies z.infer<typeof storedHolder>;
}

/** The holder's part of a contract's declarations; none for quotes held before it was kept. */
export function holderDeclarations(inputs: unknown): PolicyDeclarations {
  const parsed = storedHolder.safeParse(inputs);
  if (!parsed.success) return {};
  return { holder_birth_date: parsed.data.holder.birth_date, holder_birth_date_declared: parsed.data.holder.declared };
}

/** The birth date the customer declared in this purchase (the account had none when it was priced); null if it used the account's. */
export function declaredHolder(inputs: unknown): { birth_date: string } | null {
  const parsed = storedHolder.safeParse(inputs);
  return parsed.success && parsed.data.holder.declared ? parsed.data.holder : null;
}
