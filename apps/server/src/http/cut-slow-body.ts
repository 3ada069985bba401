import type { IncomingMessage } from 'node:http';
import { announcesBody } from './announces-body';
import { onceBodyOver } from './body-over';

/** How slow a body may arrive: `HTTP_BODY_MIN_BYTES_PER_SECOND` over `HTTP_BODY_RATE_WINDOW_MS`. */
export interface BodyRateFloor {
  /** Bytes a second the body must average over each window; 0 turns the floor off. */
  minBytesPerSecond: number;
  /** The window, which is also the grace before the first judgement. */
  windowMs: number;
}

/**
 * Closes the connection of a request whose body averages under `minBytesPerSecond` over a window.
 * The idle cut (`closeStalledBody`) alone lets a client send one byte just inside the idle limit
 * and hold its connection for the whole request time (15 minutes); many such connections use up
 * the process's file descriptors and nobody else gets in. A phone on 2G sends 10–20 KB/s, far
 * above the 1 KB/s default, and a window of a minute forgives it a pause of many seconds.
 * The count is the socket's bytes read, so the body is not consumed here; a handler that stops
 * reading a body it started on would pause the socket and be cut, and none does.
 */
export function cutSlowBody(incoming: IncomingMessage, floor: BodyRateFloor): void {
  if (floor.minBytesPerSecond <= 0 || !announcesBody(incoming)) return;
  const { socket } = incoming;
  const leastPerWindow = (floor.minBytesPerSecond * floor.windowMs) / 1_000;
  let readBefore = socket.bytesRead;
  const judge = setInterval(() => {
    const read = socket.bytesRead;
    if (read - readBefore < leastPerWindow) socket.destroy();
    readBefore = read;
  }, floor.windowMs);
  // A timer never keeps the process up during shutdown.
  judge.unref();
  onceBodyOver(incoming, () => clearInterval(judge));
}
