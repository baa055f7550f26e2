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
