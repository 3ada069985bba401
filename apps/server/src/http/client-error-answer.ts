import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** Status line, code and message for each refusal Node's HTTP parser reports. */
const ANSWERS: Record<string, readonly [status: string, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [
    '431 Request Header Fields Too Large',
    'headers_too_large',
    'The request’s address or headers are too long',
  ],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [
    '413 Payload Too Large',
    'payload_too_large',
    'The request’s chunk extensions are too long',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    '408 Request Timeout',
    'request_timeout',
    'The request took too long to arrive',
  ],
};

const BAD_REQUEST = ['400 Bad Request', 'bad_request', 'The request could not be read'] as const;

/**
 * The server's `clientError` listener: a request Node's parser refuses before any route sees it
 * (headers or address over the size limit, a malformed request line, headers that never finish)
 * is answered as every other refusal is, with a small JSON `{error, message}` and the status Node
 * would have sent bare (431, 413, 408 or 400), then the connection is closed. It never throws: a
 * socket that cannot be written, or has already been written to, is destroyed.
 */
export function answerClientError(error: Error & { code?: string }, stream: Duplex): void {
  const socket = stream as Socket;
  try {
    // Only a connection with nothing written yet can still be answered cleanly.
    if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const [status, code, message] = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
    const body = JSON.stringify({ error: code, message });
    socket.end(
      `HTTP/1.1 ${status}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
      () => socket.destroy(),
    );
  } catch {
    socket.destroy();
  }
}
