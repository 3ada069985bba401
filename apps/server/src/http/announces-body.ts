import type { IncomingMessage } from 'node:http';

/** Whether a request says it carries a body (a length above 0, or chunks). */
export function announcesBody(incoming: IncomingMessage): boolean {
  const length = incoming.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return incoming.headers['transfer-encoding'] !== undefined;
}
