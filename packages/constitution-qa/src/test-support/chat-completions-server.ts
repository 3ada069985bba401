import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the test server received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * How the test server answers: a status, a JSON body (or `raw` text sent as it is), further
 * headers, an optional delay in milliseconds, and `trickleMs` to send the body one character
 * at that interval, never finishing, as a stalled endpoint does.
 */
export interface ServerAnswer {
  status: number;
  body: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  trickleMs?: number;
}

/** A local OpenAI-compatible test server on 127.0.0.1, answering as `answer` says. */
export interface ChatCompletionsServer {
  baseUrl: string;
  received: ReceivedRequest[];
  /** The answer to every request, or a function choosing it from the request's body. */
  answer: ServerAnswer | ((body: unknown) => ServerAnswer);
  close(): Promise<void>;
}

/** The chat-completions body a server sends back with the given text. */
export function completionWith(content: string): unknown {
  return {
    id: 'test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content } }],
  };
}

/** Starts the test server on a free loopback port. */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  const state: ChatCompletionsServer = {
    baseUrl: '',
    received: [],
    answer: { status: 200, body: completionWith('Phrased by the model.') },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const received = raw === '' ? undefined : JSON.parse(raw);
      state.received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: received,
      });
      const chosen = typeof state.answer === 'function' ? state.answer(received) : state.answer;
      const { status, body, raw: rawText, headers, delayMs = 0, trickleMs } = chosen;
      const text = rawText ?? JSON.stringify(body);
      let trickle: ReturnType<typeof setInterval> | undefined;
      const timer = setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        if (trickleMs === undefined) {
          response.end(text);
          return;
        }
        let sent = 0;
        trickle = setInterval(() => {
          response.write(text[sent % text.length] ?? ' ');
          sent += 1;
        }, trickleMs);
      }, delayMs);
      response.on('close', () => {
        clearTimeout(timer);
        clearInterval(trickle);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const close = state.close;
  state.close = () => {
    server.closeAllConnections();
    return close();
  };
  return state;
}
