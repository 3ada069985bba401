import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server standing in for the COAZ server in component tests. */
export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts a server answering each path of `routes`: a string as plain text (the counts), anything
 * else as JSON. Every other path gets a 500 with a JSON error, as a failing service would.
 */
export async function startTestServer(routes: Record<string, unknown>): Promise<TestServer> {
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    if (!(path in routes)) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'database unavailable' }));
      return;
    }
    const body = routes[path];
    if (typeof body === 'string') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(body);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
