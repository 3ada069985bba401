import type { IncomingMessage } from 'node:http';
import { announcesBody } from './announces-body';
import { onceBodyOver } from './body-over';

/**
 * Closes the connection of a request whose body stops arriving for `idleMs`. A phone on weak
 * mobile data sends a licence photo slowly but steadily, for minutes, which the whole-request
 * limit (`HTTP_REQUEST_TIMEOUT_MS`) allows; a client that starts a body and then sends nothing is
 * cut after `idleMs` rather than holding the connection for that whole time. The socket's own
 * inactivity timer does the watching: Node restarts it at every piece of the request it parses.
 * The watch ends with the body, and the connection's own limit comes back (the answer's idle limit,
 * `cutIdleAnswer`).
 */
export function closeStalledBody(incoming: IncomingMessage, idleMs: number): void {
  if (!announcesBody(incoming)) return;
  const { socket } = incoming;
  const connectionLimit = socket.timeout ?? 0;
  const stalled = () => socket.destroy();
  const stop = () => {
    socket.setTimeout(connectionLimit);
    socket.off('timeout', stalled);
  };
  socket.on('timeout', stalled);
  socket.setTimeout(idleMs);
  onceBodyOver(incoming, stop);
}
