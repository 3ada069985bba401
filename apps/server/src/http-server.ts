import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';

/** A listening server and the means to stop it. */
export interface RunningServer {
  /** The base URL it answers on, such as `http://127.0.0.1:8080`. */
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then resolves. */
  close(): Promise<void>;
}

/** Starts the application on the configured port. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = createApp(config);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const instance = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(instance),
    );
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Idle keep-alive connections would hold close() open; requests in flight still finish.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      }),
  };
}
