import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes the connection of an answer that stops making progress, once the connection's inactivity
 * limit (`HTTP_ANSWER_IDLE_TIMEOUT_MS`, set on the server) passes with nothing written or read. A
 * client that asks for a large answer and then stops reading would otherwise hold the connection,
 * and what the answer is sent from (a backup's open file), until it chose to close. A phone reading
 * slowly is not idle: Node counts each piece the network takes as progress, and since it forgives
 * one limit more when the last write was partly taken, the cut comes between one and two limits
 * after the last progress. The server's own
 * silence before it starts the answer is not the client's doing (a backup's snapshot of a large
 * database, a model's or a payment provider's reply), so it is not cut here (the route's own
 * deadline, `answer-deadline.ts`, bounds it); Node starts the limit again at the answer's first
 * write.
 */
export function cutIdleAnswer(outgoing: ServerResponse): void {
  // Listening here also stops Node's own reaction, which would close the connection in either case.
  outgoing.on('timeout', (socket: Socket) => {
    if (outgoing.headersSent) socket.destroy();
  });
}
