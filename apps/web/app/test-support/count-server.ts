import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local HTTP server answering the member service's three count calls, one of them failing. */
export interface CountServer {
  url: string;
  close(): Promise<void>;
}

/** Starts a server whose counts are `counts` (path to plain-text body); other paths get 500. */
export async function startCountServer(counts: Record<string, string>): Promise<CountServer> {
  const server: Server = createServer((request, response) => {
    const body = counts[request.url ?? ''];
    if (body === undefined) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'database unavailable' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
