import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a scripted server answers: a status and a JSON body. */
export interface ScriptedAnswer {
  status: number;
  body: unknown;
}

/** A request the scripted server received, with its JSON body parsed. */
export interface ScriptedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** What {@link startScriptedServer} does instead of answering: drop the connection, as a lost signal would. */
export const DROP_CONNECTION = 'drop';

/** A local server whose every answer the test decides, and the requests it saw. */
export interface ScriptedServer {
  url: string;
  requests: ScriptedRequest[];
  /** The headers of a request it saw (names in lower case), apart so tests compare requests whole. */
  headersOf(request: ScriptedRequest): IncomingHttpHeaders;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Starts a server that answers each request with what `answer` returns for it (404 JSON when it
 * returns nothing, no answer at all for {@link DROP_CONNECTION}), for component tests of forms that
 * call the member and content services.
 */
export async function startScriptedServer(
  answer: (request: ScriptedRequest) =>
    | ScriptedAnswer
    | typeof DROP_CONNECTION
    | undefined
    // An answer given later: a slow connection, held until the test releases it.
    | Promise<ScriptedAnswer | typeof DROP_CONNECTION | undefined>,
): Promise<ScriptedServer> {
  const requests: ScriptedRequest[] = [];
  const headers = new WeakMap<ScriptedRequest, IncomingHttpHeaders>();
  const server: Server = createServer(async (request, response) => {
    // jsdom's XMLHttpRequest (used for upload progress) checks CORS, as a browser would: the
    // preflight is answered here and not recorded, being no request of the code under test.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key',
      });
      response.end();
      return;
    }
    const seen: ScriptedRequest = {
      method: request.method ?? 'GET',
      path: request.url ?? '',
      body: await readBody(request),
    };
    requests.push(seen);
    headers.set(seen, request.headers);
    const scripted = await answer(seen);
    if (scripted === DROP_CONNECTION) {
      request.socket.destroy();
      return;
    }
    const reply = scripted ?? {
      status: 404,
      body: { error: 'not_found', message: 'No such thing' },
    };
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    headersOf: (request) => headers.get(request) ?? {},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
