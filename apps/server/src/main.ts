import { loadConfig } from './config';
import { startServer } from './http-server';

const SHUTDOWN_GRACE_MS = 4_000;

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(`configuration error: ${(error as Error).message}`);
  process.exit(1);
}

const server = await startServer(config);
console.log(`COAZ is running at ${server.url} (${config.mode} mode)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, finishing requests in flight`);
  const deadline = setTimeout(() => {
    console.error('requests did not finish in time; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  deadline.unref();
  await server.close();
  process.exit(0);
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
