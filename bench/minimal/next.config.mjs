import { fileURLToPath } from 'node:url';

// Built from a copy in bench/.work/<app> that has its own node_modules (hard links to the
// portal's), so the workspace root can be this folder: Turbopack then neither looks up the tree
// nor picks up the portal's middleware.ts, tsconfig or PostCSS config.
const here = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: here },
  outputFileTracingRoot: here,
};

export default nextConfig;
