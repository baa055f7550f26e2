/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every route file under app/ and every request handler under lib/ (and the servers and middleware at
 * the root) read a request's body only through lib/http/read-limited-body.ts: readLimitedBytes,
 * readLimitedText, readLimitedJsonText, readLimitedJson, limitedBodyStream, discardBody. A static look
 * at the source: `request.json()`, `.text()`, `.formData()`, `.arrayBuffer()`, `.blob()` on a request,
 * its `.body` taken by hand, `for await` over it, or its Node stream read (`req.on('data')`,
 * `.on('readable')`, `.pipe`, `.read`), where a request is a parameter typed Request, NextRequest or
 * IncomingMessage, or anything named `request` or `req`.
 */
const ROOT = path.resolve(__dirname, '../..');

/** Files that may, and why. */
const ALLOWED: Record<string, string> = {
  'lib/http/read-limited-body.ts': 'the readers themselves',
  'lib/backend/api-server.ts': 'turns the Node request into the backend\'s web Request, passing its stream on unread; the router reads it through the readers',
};

const READ_METHODS = new Set(['json', 'text', 'formData', 'arrayBuffer', 'blob']);
const STREAM_METHODS = new Set(['pipe', 'read']);
const STREAM_EVENTS = new Set(['data', 'readable']);
const REQUEST_TYPE = /\b(Request|NextRequest|IncomingMessage)\b/;
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_PORTAL = /(\.test\.tsx?|\.spec\.ts|\.d\.mts|\.d\.ts)$|(^|\/)test-[^/]+$/;

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return walk(relative, keep);
    return keep(relative) ? [relative] : [];
  });
}

/** Where a file reads a request's body other than through the readers, as `file:line: code`. */
function bodyReads(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = new Set(['request', 'req']);
  const collect = (node: ts.Node) => {
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.type && REQUEST_TYPE.test(node.type.getText(source))) names.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(source);

  const isRequest = (node: ts.Expression) => ts.isIdentifier(node) && names.has(node.text);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${node.getText(source).slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isRequest(node.expression)) {
      const member = node.name.text;
      const call = ts.isCallExpression(node.parent) && node.parent.expression === node ? node.parent : null;
      const event = call?.arguments[0] && ts.isStringLiteral(call.arguments[0]) ? call.arguments[0].text : '';
      const streamed = (member === 'on' || member === 'once') && STREAM_EVENTS.has(event);
      if (member === 'body' || (call && (READ_METHODS.has(member) || STREAM_METHODS.has(member) || streamed))) report(node.parent);
    }
    if (ts.isForOfStatement(node) && node.awaitModifier && isRequest(node.expression)) report(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const routes = walk('app', (f) => f.endsWith('/route.ts'));
const handlers = [
  ...walk('lib', (f) => SOURCE.test(f) && !NOT_PORTAL.test(f)),
  ...['middleware.ts', 'instrumentation.ts', 'portal-server.mjs', 'server.mjs'],
];

describe('request bodies are read only through lib/http/read-limited-body.ts', () => {
  it('finds the routes and the handlers it looks at', () => {
    expect(routes).toEqual(expect.arrayContaining(['app/api/[...path]/route.ts', 'app/api/dev/customers/route.ts', 'app/api/payment/gateway-webhook/route.ts', 'app/api/uploads/route.ts']));
    expect(handlers).toEqual(expect.arrayContaining(['lib/session/bff.ts', 'lib/session/bff-body.ts', 'lib/backend/router.ts', 'lib/backend/handlers/uploads.ts', 'lib/backend/api-server.ts']));
    // A file on the allowed list that no longer reads a body has no place there.
    for (const file of Object.keys(ALLOWED)) expect(bodyReads(file).length).toBeGreaterThan(0);
  });

  it('no route file reads a body another way', () => {
    expect(routes.flatMap((f) => bodyReads(f))).toEqual([]);
  });

  it('no request handler under lib/, nor the servers or the middleware, reads a body another way', () => {
    expect(handlers.filter((f) => !(f in ALLOWED)).flatMap((f) => bodyReads(f))).toEqual([]);
  });

  it('sees each way of reading a body by hand, and not what only looks like one', () => {
    const read = [
      'export async function POST(request: Request) { return Response.json(await request.json()); }',
      'export async function POST(req: NextRequest) { const form = await req.formData(); }',
      'export async function PUT(incoming: Request) { await incoming.arrayBuffer(); }',
      'async function f(r: Request) { return r.blob(); }',
      'async function f(request) { const text = await request.text(); }',
      'function f(request: Request) { return request.body?.getReader(); }',
      'async function f(req: IncomingMessage) { for await (const chunk of req) chunks.push(chunk); }',
      "function f(req: IncomingMessage) { req.on('data', (c) => chunks.push(c)); }",
      'function f(req: IncomingMessage) { req.pipe(out); }',
      'export const POST = async ({ request }) => save(request.body);',
    ];
    for (const code of read) expect(bodyReads('x.ts', code)).toHaveLength(1);
    const fine = [
      'export async function POST(request: Request) { return Response.json(await readLimitedJson(request, 100)); }',
      'async function f(request: Request) { const res = await fetch(url); return res.json(); }',
      'async function f(request: Request) { const upstream = await send(request); return upstream.text(); }',
      "function f(req: IncomingMessage) { req.on('close', done); return req.headers; }",
      'function f(request: Request) { return request.bodyUsed || request.method; }',
    ];
    for (const code of fine) expect(bodyReads('x.ts', code)).toEqual([]);
  });
});
