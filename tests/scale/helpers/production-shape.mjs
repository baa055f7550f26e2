/**
 * The production shape on one machine, behind nginx: a fresh database on the PostgreSQL server of
 * TEST_DATABASE_URL, migrated by the release step (`npm run migrate`); the backend as its own service
 * (`npm run api`) on it; two portal instances (`node server.mjs`) calling that API, with one
 * SESSION_SECRET, behind nginx started from deploy/nginx.conf. Demo mode: the demo data is seeded,
 * messages stay in the outbox and purchases are paid on the portal's test payment page.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { NGINX, prepareNginx } from './nginx-config.mjs';
import { startTestTileServer } from '../../../lib/map/test-tile-server.ts';
import { environment, kill, ready, ROOT, startProcess } from './processes.mjs';

const SESSION_SECRET = 'nginx-test-session-secret-0123456789-abcdef';
const CLIENT_KEY = 'nginx-test-portal-key';
const NODE = process.execPath;

/** The API's settings; `npm run migrate` gets the same ones, as a release would give it. */
function apiSettings({ databaseUrl, port, publicOrigin, folder }) {
  return {
    NODE_ENV: 'production', PORTAL_ENV: undefined, DATABASE_URL: databaseUrl, DATA_DIR: folder,
    API_HOST: '127.0.0.1', API_PORT: String(port), API_CLIENT_KEY: CLIENT_KEY, PUBLIC_ORIGIN: publicOrigin,
  };
}

/** One portal instance as docs/several-servers.md starts it; it has no database of its own. */
function startPortal(name, port, { apiBase, publicOrigin, folder, tilesUrl }) {
  const proc = startProcess(`portal ${name}`, NODE, [path.join(ROOT, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORTAL_ENV: undefined, DATABASE_URL: undefined,
    API_BASE_URL: apiBase, API_CLIENT_KEY: CLIENT_KEY, SESSION_SECRET, TRUSTED_PROXY_HOPS: '1', PUBLIC_ORIGIN: publicOrigin,
    DATA_DIR: folder, MAP_TILES_URL: tilesUrl,
  });
  return { name, port, base: `http://127.0.0.1:${port}`, proc };
}

/**
 * Starts everything; nginx listens on `port`, the instances A and B on the next two, the API on the
 * third. Answers the addresses, a database client for the tests' checks, and `stop`.
 */
export async function startProductionShape({ serverUrl, port }) {
  assert.ok(NGINX, 'nginx is not installed: npm test installs Debian\'s package (scripts/test-tools.sh)');
  const base = `http://127.0.0.1:${port}`;
  const apiPort = port + 3;
  const dbName = `portal_nginx_${Date.now()}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).href;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const procs = [];
  const shape = { base, databaseUrl, portals: [], db: undefined, nginx: undefined };
  // Every process's files (DATA_DIR, nginx's prefix) in one folder, removed at the end.
  const root = mkdtempSync(path.join(tmpdir(), 'portal-nginx-test-'));
  const folder = (name) => {
    mkdirSync(path.join(root, name));
    return path.join(root, name);
  };

  shape.stop = async () => {
    await Promise.all(procs.map(kill));
    await shape.tiles?.close();
    await shape.db?.end();
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.end();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    await admin.unsafe(`create database "${dbName}"`);
    const settings = apiSettings({ databaseUrl, port: apiPort, publicOrigin: base, folder: folder('api') });
    // The release step first: nothing else migrates a shared database.
    const migrate = spawnSync(NODE, ['--import', 'tsx', path.join(ROOT, 'scripts/migrate.ts')], { cwd: ROOT, encoding: 'utf8', env: environment(settings) });
    assert.equal(migrate.status, 0, `npm run migrate:\n${migrate.stdout}\n${migrate.stderr}`);

    const api = startProcess('api', NODE, ['--import', 'tsx', path.join(ROOT, 'scripts/api.ts')], settings);
    procs.push(api);
    shape.api = { base: `http://127.0.0.1:${apiPort}`, proc: api };
    await ready(`${shape.api.base}/readyz`, api);

    // The map's tile provider (MAP_TILES_URL): a grid-tile server on this machine.
    shape.tiles = await startTestTileServer();
    shape.portals = ['A', 'B'].map((name, i) => startPortal(name, port + 1 + i, { apiBase: shape.api.base, publicOrigin: base, folder: folder(`portal-${name}`), tilesUrl: shape.tiles.url }));
    procs.push(...shape.portals.map((p) => p.proc));
    await Promise.all(shape.portals.map((p) => ready(`${p.base}/readyz`, p.proc)));

    const { prefix, args } = prepareNginx({ prefix: folder('nginx'), listen: `127.0.0.1:${port}`, upstreams: shape.portals.map((p) => `127.0.0.1:${p.port}`) });
    shape.nginx = { prefix, proc: startProcess('nginx', NGINX, args) };
    procs.push(shape.nginx.proc);
    await ready(`${base}/healthz`, shape.nginx.proc);

    shape.db = postgres(databaseUrl, { max: 2, onnotice: () => {} });
    return shape;
  } catch (error) {
    await shape.stop();
    throw error;
  }
}
