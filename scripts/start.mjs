// `npm start`: builds what the server serves (web app, Storybook, server) and
// runs the whole product from one process on one port, with demo data.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

console.log('[start] building the web app, Storybook and the server');
const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=server...',
    '--filter=web...',
    '--filter=docs...',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { COAZ_MODE: 'demo', ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
