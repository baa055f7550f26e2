import { headers } from 'next/headers';

/**
 * Baseline for the signed-in pages (scripts/bench.mjs): the smallest page Next.js renders on every
 * request, under the same per-request nonce policy. No data, no translations, no providers.
 */
export default async function DynamicPage({ params }: { params: Promise<{ lang: string }> }) {
  const [{ lang }, request] = await Promise.all([params, headers()]);
  return (
    <main lang={lang}>
      <h1>Hello</h1>
      <p>Rendered for {request.get('user-agent') ?? 'a visitor'}.</p>
    </main>
  );
}
