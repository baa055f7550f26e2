/**
 * The origin the visitor used to reach the portal: behind a proxy request.url names the internal
 * host, so the forwarded host and protocol win, as in origin.ts.
 */
export function requestOrigin(headers: Headers, requestUrl: string): string {
  const url = new URL(requestUrl);
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || url.host;
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}
