// `npm start`: builds what the server serves (web app, Storybook, server) and
// runs the whole product from one process on one port, with demo data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

// The association's constitution is kept beside the clone, never in it (../shared/constitution).
// When it is there and CONSTITUTION_PDF is unset, the product started here indexes it and serves it
// on /constitution, so the assistant answers from the whole constitution rather than the 30
// summarised extracts the server falls back to. Set CONSTITUTION_PDF to choose another file.
const sharedConstitution = join(root, '..', 'shared', 'constitution', 'COAZ_CONSTITUTION_2025.pdf');
const constitution =
  process.env.CONSTITUTION_PDF === undefined && existsSync(sharedConstitution)
    ? { CONSTITUTION_PDF: sharedConstitution }
    : {};
if (constitution.CONSTITUTION_PDF) {
  console.log(`[start] indexing the constitution at ${constitution.CONSTITUTION_PDF}`);
}

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
  env: { COAZ_MODE: 'demo', ...constitution, ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
