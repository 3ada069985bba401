import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatRequest } from '@coaz/api-client';
import { membershipAnswer, membershipSearch } from './constitution-replies';

/** A local HTTP server that speaks the chat contract, and the questions it received. */
export interface LocalChatServer {
  baseUrl: string;
  received: ChatRequest[];
  close(): Promise<void>;
}

/**
 * Starts a server on a free local port answering `GET /api/health` and `POST /api/chat` like the
 * reference server: a question containing "refuse" gets a 400 with a JSON error body, "busy" the
 * server's 429 (its `Retry-After` and body), "fault" a 500 page of plain text as a proxy sends
 * one, and "drop" has its connection cut without an answer.
 */
export async function startLocalChatServer(): Promise<LocalChatServer> {
  const received: ChatRequest[] = [];
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url === '/api/health') {
      send(200, { status: 'healthy' });
      return;
    }
    if (request.method === 'POST' && request.url === '/api/chat') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const question = JSON.parse(body) as ChatRequest;
        received.push(question);
        if (question.query.includes('drop')) {
          request.socket.destroy();
        } else if (question.query.includes('busy')) {
          response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' }).end(
            JSON.stringify({
              error: 'rate_limited',
              message: 'Too many attempts. Try again in 30 seconds.',
              retryAfterSeconds: 30,
            }),
          );
        } else if (question.query.includes('fault')) {
          response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
        } else if (question.query.includes('refuse')) {
          send(400, { error: 'That question cannot be answered here.' });
        } else {
          send(200, question.useRag ? membershipAnswer : membershipSearch);
        }
      });
      return;
    }
    send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
