import type { IncomingMessage } from 'node:http';

/**
 * Calls `over` once, when the body of `incoming` has ended or can no longer arrive. The request's
 * own `end` and `close` are not enough: Node detaches a request from its connection once the answer
 * is sent, so when a refusal goes before an unread body (a 413 on its length, a 401) and the
 * connection is dropped afterwards (the HTTP adapter drains for half a second, then destroys it),
 * the request emits neither. The connection's `close` is then the only sign the body is over.
 */
export function onceBodyOver(incoming: IncomingMessage, over: () => void): void {
  // The site renderer's in-process stand-ins and unit tests' requests may have no connection.
  const socket = incoming.socket as IncomingMessage['socket'] | undefined;
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    incoming.off('end', finish);
    incoming.off('close', finish);
    socket?.off('close', finish);
    over();
  };
  incoming.once('end', finish);
  incoming.once('close', finish);
  // Removed at the body's end, so a kept-alive connection does not gather one per request.
  socket?.once('close', finish);
}
