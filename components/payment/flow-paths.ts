/**
 * Where each kind of quote is bought, for "start again" when its price expired. A renewal flow adds
 * its kind here. The flow's draft in session storage is `flow:<kind>` (the flow id is the kind).
 */
export const FLOW_PATH: Record<string, string> = {
  travel: '/create-policy-travel',
  home: '/create-policy-home',
  'personal-accident': '/create-policy-personal-accident',
  'motor-renewal': '/dashboard/motor',
};

/** The purchase flows whose last step is the summary (`?step=summary`; the flow's guard sends an unfinished draft to its first open step). */
const SUMMARY_STEP = new Set(['travel', 'home', 'personal-accident']);

/** Where a customer goes back to pay again: the summary of the flow's draft, else where the flow starts. */
export function summaryPath(kind: string): string {
  const path = FLOW_PATH[kind] ?? '/dashboard';
  return SUMMARY_STEP.has(kind) ? `${path}?step=summary` : path;
}
