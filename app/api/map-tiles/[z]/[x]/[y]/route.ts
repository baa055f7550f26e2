import { mapSettings, MAP } from '@/lib/config/map';
import { requestIdFrom } from '@/lib/http/request-id';
import { log } from '@/lib/log';
import { parseTile, tileUrl } from '@/lib/map/tiles';

/** Until when tiles are answered 503 without asking the provider (it just failed). */
let failingUntil = 0;

const noTile = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /api/map-tiles/{z}/{x}/{y}: one tile of the location picker's map, fetched from the provider
 * (lib/config/map) and passed on with a week's cache. A tile outside Jordan or at a zoom the map does
 * not use is 404; a provider that fails or is slow gives 502 or 504 and, for a while, 503 at once.
 */
export async function GET(request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }): Promise<Response> {
  const tile = parseTile(await params);
  if (!tile) return noTile(404);
  if (Date.now() < failingUntil) return noTile(503);
  const settings = mapSettings();
  try {
    const upstream = await fetch(tileUrl(settings.tilesUrl, tile), {
      // The provider's policy asks each application to name itself.
      headers: { 'user-agent': 'SanadInsurancePortal/1.0 (location picker)', accept: 'image/*' },
      signal: AbortSignal.timeout(MAP.fetchTimeoutMs),
    });
    const type = upstream.headers.get('content-type') ?? '';
    if (!upstream.ok || !type.startsWith('image/')) {
      await upstream.body?.cancel();
      if (upstream.status >= 500 || upstream.status === 429) failingUntil = Date.now() + MAP.failureBackoffMs;
      return noTile(upstream.status === 404 ? 404 : 502);
    }
    return new Response(upstream.body, { headers: { 'content-type': type, 'cache-control': `public, max-age=${MAP.cacheSeconds}, immutable` } });
  } catch (error) {
    failingUntil = Date.now() + MAP.failureBackoffMs;
    log.warn({ err: error, requestId: requestIdFrom(request.headers) }, 'map tile provider failed');
    return noTile((error as Error).name === 'TimeoutError' ? 504 : 502);
  }
}
