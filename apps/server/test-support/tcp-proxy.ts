import net from 'node:net';

/** A TCP relay the tests can cut and restore, to play a database going away. */
export interface TcpProxy {
  /** The port it listens on. */
  port: number;
  /** Stops listening and drops every relayed connection. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Cuts and forgets it. */
  close(): Promise<void>;
}

/** Relays 127.0.0.1:<port> to `target` until cut. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => sockets.delete(socket));
        }
        client.pipe(upstream).pipe(client);
      });
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        port = (instance.address() as net.AddressInfo).port;
        server = instance;
        resolve();
      });
    });

  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return { port, cut, restore: listen, close: cut };
}
