import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

describe('make-admin on a database that ran in demo mode', () => {
  // What `npm start` leaves in `<repo>/.data`: the test template is migrated and seeded as a demo.
  const demoDataDir = join(buildRoot, '.data');

  /** The user names among `names` that hold the admin role in the demo's database. */
  async function adminsAmong(names: string[]): Promise<string[]> {
    const client = await PGlite.create({ dataDir: join(demoDataDir, 'pglite') });
    try {
      const { rows } = await client.query<{ username: string }>(
        "SELECT username FROM users WHERE role = 'admin' AND username = ANY($1) ORDER BY username",
        [names],
      );
      return rows.map((row) => row.username);
    } finally {
      await client.close();
    }
  }

  beforeAll(async () => {
    await mkdir(join(demoDataDir, 'pglite'), { recursive: true });
    const template = await readFile(inject('pgliteTemplate'));
    await (
      await PGlite.create({
        dataDir: join(demoDataDir, 'pglite'),
        loadDataDir: new Blob([new Uint8Array(template)]),
      })
    ).close();
  });

  it(
    'refuses the demo’s database when no setting named one, saying which and what to set',
    async () => {
      const made = await adminCli(['make-admin', '--username', 'secretariat.admin']);
      expect(made.code).toBe(1);
      const message = made.stderr.trim();
      const opening = `admin-cli: could not make an admin in PGlite in ${demoDataDir}: this database ran in demo mode: it holds 7 demo accounts (demo.active, `;
      expect(message.slice(0, opening.length)).toBe(opening);
      expect(message).toContain(
        "; no setting named it (DATABASE_URL and DATA_DIR are unset), so it is the database `npm start`'s demo keeps, not the site's. For the site, run make-admin with the server's own environment (its DATABASE_URL or DATA_DIR; apps/server/README.md, \"The first admin\"). For an admin in this demo, add --demo-database (demo.admin, password Demo-2026!, is one already). No admin was made.",
      );
      expect(await adminsAmong(['secretariat.admin'])).toEqual([]);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'refuses it named by DATA_DIR too, as production would, unless ACCEPT_DEMO_DATABASE=true',
    async () => {
      const named = await adminCli(['make-admin', '--username', 'secretariat.admin'], {
        DATA_DIR: demoDataDir,
      });
      expect(named.code).toBe(1);
      expect(named.stderr).toContain(
        `could not make an admin in PGlite in ${demoDataDir}: this database ran in demo mode`,
      );
      expect(named.stderr).toContain(
        'production refuses to start on it unless ACCEPT_DEMO_DATABASE=true',
      );
      expect(await adminsAmong(['secretariat.admin'])).toEqual([]);

      const accepted = await adminCli(['make-admin', '--username', 'secretariat.admin'], {
        DATA_DIR: demoDataDir,
        ACCEPT_DEMO_DATABASE: 'true',
      });
      expect(accepted.stderr).toBe('');
      expect(accepted.stdout).toContain(
        `created admin secretariat.admin in PGlite in ${demoDataDir}.`,
      );
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'makes an admin in the demo when --demo-database says that is wanted',
    async () => {
      const made = await adminCli(['make-admin', '--username', 'trying.admin', '--demo-database']);
      expect(made.stderr).toBe('');
      expect(made.stdout).toContain(`created admin trying.admin in PGlite in ${demoDataDir}.`);
      expect(await adminsAmong(['secretariat.admin', 'trying.admin'])).toEqual([
        'secretariat.admin',
        'trying.admin',
      ]);
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
