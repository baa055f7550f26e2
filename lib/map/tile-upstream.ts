import http from 'node:http';
import https from 'node:https';
import { tileType, type TileType } from './tile-image';
import { tileUrl, type Tile } from './tiles';

/**
 * What the provider gave for a tile. `failed.backoff`: the provider itself is in trouble (unreachable,
 * slow, 5xx, 429), so tiles the store lacks are answered 503 for a while without asking it again.
 */
export type Fetched =
  | { kind: 'tile'; bytes: Buffer<ArrayBuffer>; type: TileType }
  | { kind: 'missing' }
  | { kind: 'failed'; status: 502 | 503 | 504; backoff: boolean; reason: string };

export type UpstreamOptions = {
  template: string;
  userAgent: string;
  /** Requests to the provider at once; the rest wait their turn. */
  connections: number;
  /** For the answer, and for a turn: a tile that waited this long is answered 503 (the provider is busy with others). */
  timeoutMs: number;
  maxTileBytes: number;
};

/**
 * The map tile provider, asked over at most `connections` connections, kept open between tiles (an
 * agent of Node's http with that many sockets: fetch's pool opens another connection whenever none
 * is free at that instant, which the provider's policy counts), each request naming the portal in
 * its User-Agent. A queue in front lets `connections` requests go at once and answers a tile that
 * waited its turn too long 503, without taking it for the provider's failure.
 */
export class TileUpstream {
  private active = 0;
  private readonly queue: Array<() => void> = [];
  private readonly agent: http.Agent;

  constructor(private readonly options: UpstreamOptions) {
    const secure = options.template.startsWith('https:');
    // A connection idle for a minute is closed; a request on one is bounded by timeoutMs.
    const sockets = { keepAlive: true, maxSockets: options.connections, maxFreeSockets: options.connections, timeout: 60_000 };
    this.agent = secure ? new https.Agent(sockets) : new http.Agent(sockets);
  }

  async fetch(tile: Tile): Promise<Fetched> {
    if (!(await this.turn())) return { kind: 'failed', status: 503, backoff: false, reason: 'waited too long for a connection' };
    try {
      return await this.fetchNow(tile);
    } finally {
      this.active -= 1;
      this.queue.shift()?.();
    }
  }

  /** Resolves true once this request may go (it then holds one of the connections), false when it waited too long. */
  private turn(): Promise<boolean> {
    if (this.active < this.options.connections) {
      this.active += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.active += 1;
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(go);
        if (at >= 0) this.queue.splice(at, 1);
        resolve(false);
      }, this.options.timeoutMs);
      this.queue.push(go);
    });
  }

  private fetchNow(tile: Tile): Promise<Fetched> {
    const url = new URL(tileUrl(this.options.template, tile));
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const failed = (reason: string, backoff = true): Fetched => (
      { kind: 'failed', status: signal.aborted ? 504 : 502, backoff, reason: signal.aborted ? 'timed out' : reason });
    return new Promise<Fetched>((resolve) => {
      const headers = { 'user-agent': this.options.userAgent, accept: 'image/png,image/jpeg,image/webp,image/*;q=0.8' };
      const outgoing = (url.protocol === 'https:' ? https : http).get(url, { agent: this.agent, headers, signal }, (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          response.resume(); // read to its end, so the connection serves the next tile
          if (status === 404) return resolve({ kind: 'missing' });
          return resolve(failed(`answered ${status}`, status >= 500 || status === 429));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size <= this.options.maxTileBytes) return void chunks.push(chunk);
          outgoing.destroy();
          resolve(failed('too large for a tile', false));
        });
        response.on('error', () => resolve(failed('the tile did not arrive whole')));
        response.on('close', () => { if (!response.complete) resolve(failed('the tile did not arrive whole')); });
        response.on('end', () => {
          const bytes = Buffer.concat(chunks, size);
          const type = tileType(bytes);
          resolve(type ? { kind: 'tile', bytes, type } : failed('not a PNG, JPEG or WebP image', false));
        });
      });
      outgoing.on('error', (error) => resolve(failed(error.message)));
    });
  }
}
