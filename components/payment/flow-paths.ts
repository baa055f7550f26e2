/**
 * Where each kind of quote is bought, for "start again" when its price expired. A renewal flow adds
 * its kind here. The flow's draft in session storage is `flow:<kind>` (the flow id is the kind).
 */
export const FLOW_PATH: Record<string, string> = {
  travel: '/create-policy-travel',
  home: '/create-policy-home',
  'personal-accident': '/create-policy-personal-accident',
  motor: '/create-policy-motor',
  'motor-renewal': '/dashboard/motor',
};

/** The purchase flows whose last step is the summary (`?step=summary`; the flow's guard sends an unfinished draft to its first open step). */
const SUMMARY_STEP = new Set(['travel', 'home', 'personal-accident', 'motor']);

/** Where a customer goes back to pay again: the summary of the flow's draft, else where the flow starts. */
export function summaryPath(kind: string): string {
  const path = FLOW_PATH[kind] ?? '/dashboard';
  return SUMMARY_STEP.has(kind) ? `${path}?step=summary` : path;
}

/** The car renewal's steps (components/renewal/CarRenewal.tsx), as message keys. */
export const RENEWAL_STEPS = ['renewal.steps.renew', 'renewal.steps.summary', 'renewal.steps.payment', 'renewal.steps.success'] as const;

/**
 * The step names of each purchase flow's indicator (its `defineFlow` labels, checked against the
 * flows by flow-paths.test.ts: the flows themselves pull in their schemas, too heavy for this page).
 */
const PURCHASE_STEPS: Record<string, readonly string[]> = {
  travel: ['purchase.travel.steps.trip', 'purchase.travel.steps.travellers', 'purchase.travel.steps.package', 'purchase.steps.summary'],
  home: ['purchase.home.steps.values', 'purchase.home.steps.age', 'purchase.home.steps.address', 'purchase.home.steps.deed', 'purchase.steps.summary'],
  'personal-accident': ['purchase.guard.steps.about', 'purchase.guard.steps.sum', 'purchase.steps.summary'],
  motor: ['carPrice.purchase.steps.car', 'carPrice.purchase.steps.price', 'carPrice.purchase.steps.documents', 'purchase.steps.summary'],
};

/**
 * The payment result's step indicator, in the names of the flow the payment belongs to: a purchase
 * flow's own steps and then its payment; the renewal's four steps. `current` is the payment while it
 * is not paid, and past the last step (all done) once it is; the renewal's last step is its "Done".
 */
export function resultSteps(kind: string, paid: boolean): { labels: readonly string[]; current: number } {
  if (kind === 'motor-renewal') return { labels: RENEWAL_STEPS, current: paid ? 3 : 2 };
  const labels = [...(PURCHASE_STEPS[kind] ?? ['purchase.steps.summary']), 'payment.step.payment'];
  return { labels, current: paid ? labels.length : labels.length - 1 };
}
