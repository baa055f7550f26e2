import { apiBaseUrl } from '@/lib/config/env';

/**
 * `GET /readyz`: 200 when this instance can serve customers, 503 (with the check that failed) when
 * not, so nginx or an orchestrator sends it no traffic yet. With the embedded backend: the database
 * answers, its schema is this release's, and the messaging runs. Against an API (API_BASE_URL): that
 * API's own `/readyz` answers 200.
 */
export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  const upstream = apiBaseUrl();
  if (upstream) {
    const api = await fetch(`${upstream}/readyz`, { cache: 'no-store', signal: AbortSignal.timeout(3_000) }).then((r) => r.ok, () => false);
    return Response.json({ ready: api, checks: { api } }, { status: api ? 200 : 503, headers });
  }
  try {
    const { embeddedBackend } = await import('@/lib/backend');
    const readiness = await (await embeddedBackend()).readiness();
    return Response.json(readiness, { status: readiness.ready ? 200 : 503, headers });
  } catch {
    return Response.json({ ready: false, checks: { database: false } }, { status: 503, headers });
  }
}

export const dynamic = 'force-dynamic';
