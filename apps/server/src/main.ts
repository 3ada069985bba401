import { loadConfig } from './config';
import { startServer } from './http-server';

const SHUTDOWN_GRACE_MS = 4_000;

const server = await startServer(loadConfig());
console.log(`COAZ is running at ${server.url}`);

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
