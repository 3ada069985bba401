import { loadConfig, type ServerConfig } from './config';
import { createBufferedLog } from './http/buffered-log';
import { type RunningServer, startServer } from './http-server';
import { siteOriginProblem } from './site-origin-agreement';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 4_000;
/** How long closing the database (the backfill's picture in hand, background work) may take after that. */
const CLOSE_DATABASE_MS = 10_000;

let config: ServerConfig;
try {
  config = loadConfig();
  // Production serves one public address: a web build made for another stops the start, as a
  // wrong setting would.
  const siteOrigin = config.mode === 'production' ? siteOriginProblem(config) : undefined;
  if (siteOrigin !== undefined) throw new Error(siteOrigin);
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
  // A phone on a slow line may be mid-upload at any stop: its request is cut, and the database
  // still closes properly, so a routine stop ends with exit code 0 (a service manager's "failed"
  // state, and an error line, are for stops that went wrong).
  const grace = setTimeout(() => {
    log.sink(
      `requests still in flight after ${SHUTDOWN_GRACE_MS / 1_000} s were cut off; closing the database`,
    );
    server?.cutConnections();
  }, SHUTDOWN_GRACE_MS);
  grace.unref();
  const deadline = setTimeout(() => {
    log.flush();
    console.error('the database did not close in time; exiting without closing it');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS + CLOSE_DATABASE_MS);
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
