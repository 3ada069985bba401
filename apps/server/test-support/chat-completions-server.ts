import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message of a chat-completions request. */
export interface ReceivedMessage {
  role: string;
  content: string;
}

/** A local OpenAI-compatible endpoint that phrases every answer with `reply`. */
export interface ChatCompletionsServer {
  /** Base URL including `/v1`. */
  baseUrl: string;
  /** The bearer tokens and models of the requests it received. */
  received: { authorization: string | undefined; model: unknown }[];
  /** Stops it. */
  close(): Promise<void>;
}

/**
 * Starts the endpoint on a free loopback port. `reply` is the text of every answer, or a function
 * writing it from the request's messages (to cite the passages the engine sent, say).
 */
export async function startChatCompletionsServer(
  reply: string | ((messages: ReceivedMessage[]) => string),
): Promise<ChatCompletionsServer> {
  const received: ChatCompletionsServer['received'] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw || '{}') as { model?: unknown; messages?: ReceivedMessage[] };
      const content = typeof reply === 'string' ? reply : reply(body.messages ?? []);
      received.push({ authorization: request.headers.authorization, model: body.model });
      response.writeHead(request.url === '/v1/chat/completions' ? 200 : 404, {
        'content-type': 'application/json',
      });
      response.end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
