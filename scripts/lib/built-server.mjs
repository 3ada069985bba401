import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STARTUP_TIMEOUT_MS = 60_000;

/** A port nobody listens on right now, picked by the operating system. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`apps/server/dist/main.js`) in demo mode on a free local port with a
 * temporary data folder, serving `webRoot`, and resolves once it answers. `stop()` ends it with
 * SIGTERM and removes the data folder.
 * @throws when the server is not built, exits while starting, or does not answer within `startupTimeoutMs` (a minute by default).
 */
export async function startBuiltServer({
  repositoryRoot,
  webRoot,
  startupTimeoutMs = STARTUP_TIMEOUT_MS,
}) {
  const main = join(repositoryRoot, 'apps/server/dist/main.js');
  if (!existsSync(main)) {
    throw new Error(`${main} is missing: build first (pnpm exec turbo run build)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'coaz-audit-'));
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COAZ_MODE: 'demo',
      WEB_ROOT: webRoot,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode} while starting:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet: the embedded database is still opening.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `the server did not answer on ${url} within ${startupTimeoutMs / 1000} s:\n${output}`,
  );
}
