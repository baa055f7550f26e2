import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/**
 * For the tests of the handlers portal-server.mjs puts before Next (static-assets, prerendered-pages):
 * a server on a free port that answers what `serve` leaves with a 404 saying `next`, and `get`, a raw
 * request whose path is sent as written (fetch would resolve `..` first).
 */
export async function handlerServer(serve: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>) {
  const server = createServer((req, res) => {
    void Promise.resolve(serve(req, res)).then((served) => {
      if (!served) res.writeHead(404).end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (rawPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<RawResponse>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { get, close };
}
