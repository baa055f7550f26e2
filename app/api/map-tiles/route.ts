import { mapSettings } from '@/lib/config/map';

/** GET /api/map-tiles: the provider's credit line, which the map shows under its tiles. */
export async function GET(): Promise<Response> {
  return Response.json({ attribution: mapSettings().attribution }, { headers: { 'cache-control': 'public, max-age=3600' } });
}
