import { paymentWebhook } from '@/lib/api/endpoints/payments';
import { backendTransport } from '@/lib/session/transport';
import { loggedCall } from '@/lib/session/call-log';
import { forwardClientAddress } from '@/lib/session/client-address';
import { BodyError, bodyErrorResponse, readLimitedBytes } from '@/lib/http/read-limited-body';
import { REQUEST_ID_HEADER } from '@/lib/http/request-id';

/**
 * `POST /api/payment/gateway-webhook`: the card gateway's notices, the one call the portal takes from
 * another server rather than a browser: no cookie, no same-origin check (the gateway is not the
 * portal's origin). The raw bytes and the signature header go to the backend unchanged, which
 * believes them only when the signature matches (lib/backend/payments/webhook.ts). A failure is
 * answered 503 and logged with the request id (lib/session/call-log).
 */
export function POST(request: Request): Promise<Response> {
  return loggedCall(request, 'paymentWebhook', async (call) => {
    let body: Uint8Array;
    try {
      body = await readLimitedBytes(request, paymentWebhook.maxBodyBytes ?? 0);
    } catch (error) {
      if (error instanceof BodyError) return bodyErrorResponse(error);
      throw error;
    }
    const headers = new Headers({
      accept: 'application/json', 'content-type': request.headers.get('content-type') ?? 'application/json', [REQUEST_ID_HEADER]: call.requestId,
    });
    const signature = request.headers.get('cko-signature');
    if (signature) headers.set('cko-signature', signature);
    forwardClientAddress(headers, request.headers);
    const transport = backendTransport();
    const upstream = await transport.send(new Request(`${transport.baseUrl}${paymentWebhook.path}`, { method: 'POST', headers, body: Buffer.from(body) }));
    return new Response(await upstream.text(), { status: upstream.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  });
}
