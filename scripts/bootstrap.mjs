#!/usr/bin/env node
// Entry point of `npm start` and `npm test`. It must run on the oldest Node we
// meet (20), so it uses only Node built-ins and plain JavaScript.
//
// It makes sure Node 24 and pnpm 10 are available (installing them into the
// ignored `.toolchain/` folder when the system lacks them), installs the
// workspace from the lockfile, then hands over to `scripts/<command>.mjs`
// running on Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolchain = join(root, '.toolchain');
const toolchainBin = join(toolchain, 'bin');
const NODE_MAJOR = 24;
const PNPM_MAJOR = 10;

const commands = { start: 'start.mjs', test: 'run-tests.mjs' };
const command = process.argv[2];
if (!commands[command]) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}

function log(message) {
  console.log(`[bootstrap] ${message}`);
}

function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  if (result.status !== 0) return undefined;
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(result.stdout);
  return match ? Number(match[1]) : undefined;
}

function installIntoToolchain(spec) {
  log(`installing ${spec} into .toolchain/`);
  mkdirSync(toolchain, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      toolchain,
      '--no-fund',
      '--no-audit',
      '--loglevel=error',
      spec,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`[bootstrap] could not install ${spec} from the npm registry`);
    process.exit(1);
  }
}

function findNode() {
  if (Number(process.versions.node.split('.')[0]) >= NODE_MAJOR) return process.execPath;
  const local = join(toolchainBin, 'node');
  if (existsSync(local) && versionOf(local) === NODE_MAJOR) return local;
  installIntoToolchain(`node@${NODE_MAJOR}`);
  if (versionOf(local) !== NODE_MAJOR) {
    console.error(`[bootstrap] .toolchain/bin/node is not Node ${NODE_MAJOR}`);
    process.exit(1);
  }
  return local;
}

function findPnpm(pathWithToolchain) {
  const local = join(toolchainBin, 'pnpm');
  if (existsSync(local) && versionOf(local) === PNPM_MAJOR) return local;
  const system = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: pathWithToolchain },
  });
  if (system.status === 0 && system.stdout.startsWith(`${PNPM_MAJOR}.`)) return 'pnpm';
  installIntoToolchain(`pnpm@${PNPM_MAJOR}`);
  return local;
}

const node = findNode();
const PATH = [dirname(node), toolchainBin, process.env.PATH].join(':');
const pnpm = findPnpm(PATH);
const env = { ...process.env, PATH, npm_config_update_notifier: 'false' };

log(
  `node ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}, pnpm ${spawnSync(pnpm, ['--version'], { encoding: 'utf8', env }).stdout.trim()}`,
);
log('installing dependencies from the lockfile');
const install = spawnSync(
  pnpm,
  ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only'],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (install.status !== 0) process.exit(install.status ?? 1);

const child = spawn(node, [join(root, 'scripts', commands[command]), ...process.argv.slice(3)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
// The child shares our terminal, so Ctrl-C reaches it directly; SIGTERM sent to
// this process alone is forwarded so `kill <pid>` stops the whole product.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});
