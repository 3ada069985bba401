import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { testDatabaseKind } from '../../test-support/test-database';

const run = promisify(execFile);
const appFolder = fileURLToPath(new URL('../..', import.meta.url));
// Built where `<repo>/apps/server/dist` would be inside a folder of its own, so the default
// DATA_DIR (`<repo>/.data`) is that folder's `.data`, never the checkout's.
const buildRoot = join(appFolder, 'test-results', `admin-cli-build-${testDatabaseKind()}`);
const outDir = join(buildRoot, 'apps', 'server', 'dist');
/** The command opens its own PGlite and migrates it: most of a minute on a busy two-core machine. */
const CLI_TEST_TIMEOUT_MS = 180_000;

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-admin-cli-'));
  await build({
    entry: { 'admin-cli': join(appFolder, 'src/admin/admin-cli.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node24',
    config: false,
    silent: true,
  });
});

afterAll(async () => {
  await removeTestFolder(folder);
  await removeTestFolder(buildRoot);
});

/** Runs the built command with only the settings given (none of the test process's own). */
function adminCli(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, [join(outDir, 'admin-cli.js'), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('the admin commands without the server’s settings', () => {
  it(
    'refuse to make an admin in a new embedded database nobody named, as the backup refuses',
    async () => {
      const defaultDataDir = join(buildRoot, '.data');
      const made = await adminCli(['make-admin', '--username', 'secretariat.admin']);
      expect(made.code).toBe(1);
      expect(made.stderr.trim()).toBe(
        `admin-cli: could not make an admin in PGlite in ${defaultDataDir} (DATABASE_URL is unset): there is no embedded database there; run make-admin with the server's own environment (its DATABASE_URL or DATA_DIR)`,
      );
      const ended = await adminCli(['end-sessions']);
      expect(ended.code).toBe(1);
      expect(ended.stderr).toContain(
        `could not end the sessions in PGlite in ${defaultDataDir} (DATABASE_URL is unset)`,
      );
      expect(existsSync(defaultDataDir)).toBe(false);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'make the first admin in a new embedded database DATA_DIR names, before the first start',
    async () => {
      const dataDir = join(folder, 'site');
      const made = await adminCli(['make-admin', '--username', 'secretariat.admin'], {
        DATA_DIR: dataDir,
      });
      expect(made.stderr).toBe('');
      expect(made.stdout).toContain(`created admin secretariat.admin in PGlite in ${dataDir}.`);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it('are built first by their package scripts, so they run before the first build', async () => {
    const { scripts } = JSON.parse(await readFile(join(appFolder, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['make-admin']).toBe('tsup && node dist/admin-cli.js make-admin');
    expect(scripts['end-sessions']).toBe('tsup && node dist/admin-cli.js end-sessions');
  });
});
