/** `GET /healthz`: the process is alive and answers (for a load balancer's or an orchestrator's liveness check). */
export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}

export const dynamic = 'force-dynamic';
