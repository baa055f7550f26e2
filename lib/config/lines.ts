/**
 * The company's five lines of business, in the order the dashboard and the buy tiles show them.
 * Here, not beside the contract's schemas (lib/api/endpoints/policies.ts), so a screen that needs
 * the list does not bring zod to the browser.
 */
export const policyLines = ['motor', 'travel', 'home', 'medical', 'personal-accident'] as const;
export type PolicyLine = (typeof policyLines)[number];
