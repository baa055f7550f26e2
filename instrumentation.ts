/**
 * Runs once when a server process starts (Next.js instrumentation). With the embedded backend, the
 * first sign-in used to wait for everything the backend opens lazily: PGlite's WebAssembly, the
 * migrations, the first-start seed (scrypt-hashing the demo passwords). Opening it here, while the
 * server is still idle, takes that wait out of the first customer's request. Against the company's
 * API (API_BASE_URL set) there is nothing embedded to open.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { usesEmbeddedBackend } = await import('@/lib/config/env');
  if (!usesEmbeddedBackend()) return;
  const { warmEmbeddedBackend } = await import('@/lib/backend/warm');
  // Not awaited: the server starts listening at once; a request that arrives meanwhile joins the
  // same opening (one backend per process), so nothing is opened twice.
  void warmEmbeddedBackend();
}
