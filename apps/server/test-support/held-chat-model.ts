import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An OpenAI-compatible endpoint that answers nothing until told to. */
export interface HeldChatModel {
  /** Base URL including `/v1`. */
  baseUrl: string;
  /** Requests it received so far. */
  asked(): number;
  /** Answers every request held so far ("No."). */
  release(): void;
  /** Answers what it holds and stops. */
  close(): Promise<void>;
}

/**
 * Starts the endpoint on a free loopback port: each chat question it is asked stays in preparation
 * (inside the server's route) until `release`, as behind a slow model.
 */
export async function startHeldChatModel(): Promise<HeldChatModel> {
  let held: ServerResponse[] = [];
  let asked = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      asked += 1;
      held.push(response);
    });
  });
  const release = () => {
    for (const response of held) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'No.' } }] }),
      );
    }
    held = [];
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    asked: () => asked,
    release,
    close: () => {
      release();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves once `condition` holds, checking every 10 ms; throws after 5 s. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5_000) throw new Error(`${what} did not happen within 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
