import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatClient } from './chat-client';

let server: Server;
let baseUrl: string;
const replies: Record<string, [number, string]> = {
  '/healthy/health': [200, JSON.stringify({ status: 'healthy' })],
  '/starting/health': [200, JSON.stringify({ status: 'starting' })],
  '/failing/health': [503, JSON.stringify({ status: 'healthy' })],
  '/garbled/health': [200, 'not json'],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const [status, body] = replies[request.url ?? ''] ?? [404, '{}'];
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('chat.health', () => {
  it('is ready for a 200 reply with status healthy', async () => {
    expect(await createChatClient({ baseUrl: `${baseUrl}/healthy/` }).health()).toEqual({
      ready: true,
    });
  });

  it.each(['starting', 'failing', 'garbled'])(
    'is not ready when the service is %s',
    async (name) => {
      expect(await createChatClient({ baseUrl: `${baseUrl}/${name}/` }).health()).toEqual({
        ready: false,
      });
    },
  );

  it('is not ready when nothing listens', async () => {
    const client = createChatClient({ baseUrl: 'http://127.0.0.1:9/api/' });
    expect(await client.health()).toEqual({ ready: false });
  });
});
