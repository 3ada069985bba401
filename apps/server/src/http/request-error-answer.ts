import { RequestError } from '@hono/node-server';
import type { LogSink } from './request-log';

/**
 * The node adapter's `errorHandler`. A request the parser took but the adapter cannot turn into a
 * fetch `Request` (a backslash in the path, a Host header that is no host name, a target that is
 * neither a path nor an http address) never reaches the application; without this the adapter
 * answers a bare 400 with no body and keeps the connection. It is answered as every other
 * refusal is: JSON `{error, message}`, not cached, not sniffed, and the connection closed, since
 * a client that sent one such request is unlikely to send a good one next. Anything else thrown
 * before the application answered is a JSON 500, logged by name only.
 */
export function answerRequestError(log: LogSink): (error: unknown) => Response {
  return (error) => {
    const unreadable = error instanceof RequestError;
    if (!unreadable) log(`error before routing: ${(error as Error)?.name ?? typeof error}`);
    const [status, code, message] = unreadable
      ? [400, 'bad_request', 'The request’s address or Host header could not be read']
      : [500, 'internal_error', 'Something went wrong on our side'];
    return new Response(JSON.stringify({ error: code, message }), {
      status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'close',
      },
    });
  };
}
