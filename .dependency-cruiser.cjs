/**
 * The layers of the code, checked by `npm run lint` (docs/architecture.md draws them):
 *
 *   app/, components/, middleware.ts   screens and routes
 *   lib/session, lib/query, lib/map    the portal's server side and the browser's client
 *   lib/backend                        the embedded insurer API: its domains, then its service
 *   lib/api                            the API contract: endpoints and their zod schemas
 *   kernel                             pure rules, config, formats, the shared model: everything else in lib/
 *
 * A layer imports only the layers under it. The screens reach the backend only through the contract
 * (its transport, lib/session/transport.ts), but for the health and demo routes through its one entry
 * (lib/backend/index.ts). Inside the backend, a domain reaches another only through its index.ts.
 */
const KERNEL = '^lib/(access|calendar|config|flow|format|http|i18n|model|phone|terms|validation)/|^lib/log\\.ts$';
const CONTRACT = '^lib/api/';
const BACKEND = '^lib/backend/';
const PORTAL = '^lib/(session|query|map)/';
const SCREENS = '^(app|components)/|^middleware\\.ts$';
const DOMAINS = 'accounts|bookings|claims|contracts|messages|payments|pricing|uploads';

/** Tests and test helpers may reach anything they test. */
const NOT_TESTS = '\\.(test|spec)\\.tsx?$|(^|/)test-[^/]+\\.ts$|^tests/';

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'Files that import each other in a loop.', severity: 'error', from: { pathNot: NOT_TESTS }, to: { circular: true } },
    { name: 'not-to-unresolvable', comment: 'An import that names nothing.', severity: 'error', from: {}, to: { couldNotResolve: true } },
    {
      name: 'kernel-stays-down', comment: 'The kernel imports only the kernel.', severity: 'error',
      from: { path: KERNEL, pathNot: NOT_TESTS }, to: { path: `${CONTRACT}|${BACKEND}|${PORTAL}|${SCREENS}` },
    },
    {
      name: 'contract-stays-down', comment: 'The API contract imports only itself and the kernel.', severity: 'error',
      from: { path: CONTRACT, pathNot: NOT_TESTS }, to: { path: `${BACKEND}|${PORTAL}|${SCREENS}` },
    },
    {
      name: 'backend-stays-down', comment: 'The backend imports only itself, the contract and the kernel.', severity: 'error',
      from: { path: BACKEND, pathNot: NOT_TESTS }, to: { path: `${PORTAL}|${SCREENS}` },
    },
    {
      name: 'portal-stays-down', comment: 'lib/ never imports the screens.', severity: 'error',
      from: { path: '^lib/', pathNot: NOT_TESTS }, to: { path: SCREENS },
    },
    {
      name: 'screens-through-the-contract', severity: 'error',
      comment: 'Screens and routes reach the backend only through the contract; the health and demo routes through its one entry.',
      from: { path: SCREENS, pathNot: NOT_TESTS }, to: { path: BACKEND, pathNot: '^lib/backend/index\\.ts$' },
    },
    {
      name: 'portal-through-the-entry', severity: 'error',
      comment: "The portal's server side reaches the backend only through its one entry (the transport).",
      from: { path: PORTAL, pathNot: NOT_TESTS }, to: { path: BACKEND, pathNot: '^lib/backend/index\\.ts$' },
    },
    {
      name: 'domain-through-its-index', severity: 'error',
      comment: "A backend domain reaches another domain only through that domain's index.ts, never its internals.",
      from: { path: `^lib/backend/(${DOMAINS})/`, pathNot: NOT_TESTS },
      to: { path: `^lib/backend/(${DOMAINS})/`, pathNot: ['^lib/backend/$1/', `^lib/backend/(${DOMAINS})/index\\.ts$`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.json'],
    },
  },
};
