import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers a request the application never sees as every refusal is answered: JSON
 * `{error, message}`, not cached, not sniffed, and the connection closed, since its body (if any)
 * is left unread.
 */
export function refuseBeforeRouting(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  const body = JSON.stringify({ error: code, message });
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(body);
}

/**
 * Whether an HTTP/1.1 request came without the Host header it must carry. Node refuses such a
 * request itself with a bare 400 (`requireHostHeader`); the server turns that off and asks this
 * instead, so the refusal is JSON like the rest. HTTP/1.0 has no Host header to require.
 */
export function lacksRequiredHost(request: IncomingMessage): boolean {
  return request.headers.host === undefined && request.httpVersion !== '1.0';
}
