import { PASSWORD_MIN_LENGTH } from '@/lib/config/business';

/**
 * The new-password rule of spec §5, in one place: the schema (fields.ts) enforces it, the hint under
 * every new-password field states it and the error names what a password still lacks, both from here
 * (components/forms/NewPasswordField.tsx), so what the customer reads is what the server checks.
 */
export const PASSWORD_RULE = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 128,
  /** The characters allowed besides Latin letters and digits. */
  symbols: '!$%@#£€*?&_=+-',
} as const;

/** What a password can lack, in the order the hint names them. */
export const PASSWORD_NEEDS = ['length', 'lowercase', 'uppercase', 'digit', 'characters'] as const;
export type PasswordNeed = (typeof PASSWORD_NEEDS)[number];

const allowed = (c: string) => /^[A-Za-z0-9]$/.test(c) || PASSWORD_RULE.symbols.includes(c);

/** What the password still lacks (empty when it meets the rule); `characters`: it holds a character not allowed. */
export function passwordNeeds(value: string): PasswordNeed[] {
  const chars = [...value];
  const lacks: Record<PasswordNeed, boolean> = {
    length: chars.length < PASSWORD_RULE.minLength,
    lowercase: !/[a-z]/.test(value),
    uppercase: !/[A-Z]/.test(value),
    digit: !/[0-9]/.test(value),
    characters: !chars.every(allowed),
  };
  return PASSWORD_NEEDS.filter((need) => lacks[need]);
}
