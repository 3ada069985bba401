import { loadConfig, type ServerConfig } from './config';
import { createBufferedLog } from './http/buffered-log';
import { type RunningServer, startServer } from './http-server';

const SHUTDOWN_GRACE_MS = 4_000;

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(`configuration error: ${(error as Error).message}`);
  process.exit(1);
}

const log = createBufferedLog();
let server: RunningServer | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  if (!server) {
    // Still opening the database: nothing is in flight, and a migration rolls back on its own.
    log.sink(`${signal} received while starting; exiting`);
    log.flush();
    process.exit(0);
  }
  log.sink(`${signal} received, finishing requests in flight`);
  const deadline = setTimeout(() => {
    log.flush();
    console.error('requests did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  await server.close();
  log.flush();
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  server = await startServer(config, { log: log.sink });
} catch (error) {
  log.flush();
  console.error(`could not start: ${(error as Error).message}`);
  process.exit(1);
}
log.sink(`COAZ is running at ${server.url} (${config.mode} mode)`);
