/**
 * `npx tsx scripts/map-tiles-double.ts --port 3190`: a map tile server on 127.0.0.1 for the browser
 * tests and for trying the location picker's map on a machine without the internet (grid tiles,
 * lib/map/test-tile-server.ts). Start the portal with the MAP_TILES_URL it prints.
 */
import { startTestTileServer } from '../lib/map/test-tile-server';

const at = process.argv.indexOf('--port');
const port = at > 0 ? Number(process.argv[at + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('--port must be a port number');
void startTestTileServer(port).then((server) => {
  console.log(`MAP_TILES_URL=${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
});
