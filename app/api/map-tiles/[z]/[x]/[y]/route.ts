import { tilesPerAddressLimit } from '@/lib/config/map-tiles';
import { tileService } from '@/lib/map/tile-service';
import { parseTile } from '@/lib/map/tiles';
import { clientAddress } from '@/lib/session/client-address';

const noTile = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /api/map-tiles/{z}/{x}/{y}: one tile of the location picker's map, from the portal's tile store
 * or, once a week at most, from the provider (lib/map/tile-source.ts). Every request counts on its
 * address's limit (MAP_TILE_LIMIT), answered 429 past it. A tile outside Jordan or at a zoom the map
 * does not use is 404; a tile the store lacks while the provider fails is 502 or 504, then 503 at once
 * for a while; a stored one is served however old while the provider fails.
 */
export async function GET(request: Request, { params }: { params: Promise<{ z: string; x: string; y: string }> }): Promise<Response> {
  const { source, limits } = tileService();
  const retryAfter = limits.take(clientAddress(request.headers), tilesPerAddressLimit(), Date.now());
  if (retryAfter !== null) {
    return Response.json(
      { code: 'too_many_requests', message: 'Too many map tiles from this address: try again in a few minutes' },
      { status: 429, headers: { 'retry-after': String(retryAfter), 'cache-control': 'no-store' } },
    );
  }
  const tile = parseTile(await params);
  if (!tile) return noTile(404);
  const answer = await source.get(tile);
  if (answer.kind === 'missing') return noTile(404);
  if (answer.kind === 'failed') return noTile(answer.status);
  const cache = `public, max-age=${answer.maxAgeSeconds}${answer.stale ? '' : ', immutable'}`;
  return new Response(answer.bytes, { headers: { 'content-type': answer.type, 'cache-control': cache } });
}
