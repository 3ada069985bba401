import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { TEST_JWT_SECRET } from '../../test-support/test-config';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../test-support/test-database';
import { call, login, startTestServer } from '../../test-support/test-server';

const run = promisify(execFile);
const kind = testDatabaseKind();
const appFolder = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(appFolder, 'test-results', `backup-cli-build-${kind}`);

let folder: string;
/** Where the data comes from and where it is restored to, with a way to run SQL on each. */
let source: {
  env: Record<string, string>;
  /** Runs the statements in order on one connection, answering each one's rows. */
  execute(statements: string[]): Promise<unknown[][]>;
  drop(): Promise<void>;
};
let target: typeof source;
/**
 * Each of these tests runs the built CLI, which opens its own database (with PGlite, a fresh
 * in-process PostgreSQL): on a shared two-core machine that alone can take most of a minute.
 */
const CLI_TEST_TIMEOUT_MS = 180_000;
/** A picture uploaded before the backup, and the news item showing it. */
let picture: { url: string; bytes: Buffer; newsId: number } | undefined;

async function pgliteFolder(path: string, template?: Buffer): Promise<typeof source> {
  const open = () => PGlite.create({ dataDir: path });
  if (template) {
    await mkdir(path, { recursive: true });
    await (
      await PGlite.create({ dataDir: path, loadDataDir: new Blob([new Uint8Array(template)]) })
    ).close();
  }
  return {
    env: { DATA_DIR: path.replace(/\/pglite$/, '') },
    execute: async (statements) => {
      const client = await open();
      try {
        const results: unknown[][] = [];
        for (const sql of statements) results.push((await client.query(sql)).rows);
        return results;
      } finally {
        await client.close();
      }
    },
    drop: async () => {},
  };
}

/** A PostgreSQL database: seeded as the demo's is, or `empty` as a first install's. */
async function postgresDatabase(empty: boolean): Promise<typeof source> {
  const database = await createTestDatabase({ empty });
  return {
    env: { DATABASE_URL: database.databaseUrl ?? '' },
    execute: async (statements) => {
      const results: unknown[][] = [];
      for (const sql of statements) results.push(await database.execute(sql));
      return results;
    },
    drop: database.drop,
  };
}

/** Runs the built command as the README documents it. */
function cli(args: string[], database: typeof source) {
  return run(process.execPath, [join(outDir, 'backup-cli.js'), ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      COAZ_MODE: 'production',
      JWT_SECRET: TEST_JWT_SECRET,
      // The production environment the server runs with, which must name a payment provider
      // and the site's public address.
      PAYMENT_PROVIDER: 'none',
      PUBLIC_URL: 'https://coaz.org.zm',
      // Production refuses the demo outbox; the backup sends nothing, so any settings do.
      MESSAGE_PROVIDER: 'africas-talking',
      AFRICAS_TALKING_USERNAME: 'coaz',
      AFRICAS_TALKING_API_KEY: 'unused-by-backups',
      EMAIL_PROVIDER: 'none',
      ...database.env,
    },
  });
}

/** Each table's rows, digested in a stable order. */
async function snapshot(database: typeof source): Promise<Record<string, string>> {
  const [tables = []] = (await database.execute([
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
     ORDER BY table_name`,
  ])) as { name: string }[][];
  const digests = (await database.execute(
    tables.map(
      ({ name }) =>
        `SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS digest FROM "${name}" t`,
    ),
  )) as { digest: string }[][];
  return Object.fromEntries(tables.map(({ name }, at) => [name, digests[at]?.[0]?.digest ?? '']));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-backup-test-'));
  await build({
    entry: { 'backup-cli': join(appFolder, 'src/backup/backup-cli.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node24',
    config: false,
    silent: true,
  });
  if (kind === 'pglite') {
    source = await pgliteFolder(
      join(folder, 'source', 'pglite'),
      await readFile(inject('pgliteTemplate')),
    );
    target = await pgliteFolder(join(folder, 'target', 'pglite'));
  } else {
    [source, target] = await Promise.all([postgresDatabase(false), postgresDatabase(true)]);
  }
});

afterAll(async () => {
  await Promise.all([source?.drop(), target?.drop()]);
  await removeTestFolder(folder);
});

describe(`backup and restore on ${kind}`, () => {
  it('has data written through the API to back up', async () => {
    // Real data through the API: sessions, a content entry with hostile text, a paid fee.
    const pglite =
      kind === 'pglite'
        ? await PGlite.create({ dataDir: join(folder, 'source', 'pglite') })
        : undefined;
    const database = { kind, pglite, databaseUrl: source.env.DATABASE_URL } as TestDatabase;
    const server = await startTestServer(database);
    try {
      const editor = (await login(server, 'demo.editor')).body.access_token;
      await login(server, 'demo.active', 'wrong');
      const entry = await call(`${server.url}/api/contents`, {
        method: 'POST',
        token: editor,
        json: {
          title: "Kitwe '; DROP TABLE contents; --",
          body: 'Ünïcode ✓ and "quotes"\nand lines',
          imageUrl: null,
        },
      });
      expect(entry.status).toBe(201);
      // A news item with an uploaded photo: the bytes live in the database, so the backup has them.
      const form = new FormData();
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#1b7f3b' },
      })
        .png()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'agm.png');
      const upload = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${editor}` },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { url } = (await upload.json()) as { url: string };
      const news = await call(`${server.url}/api/news`, {
        method: 'POST',
        token: editor,
        json: {
          title: 'AGM photographs',
          body: 'The week after the meeting.',
          date: '2026-11-23',
          picture: { url, alt: 'Delegates in the hall' },
        },
      });
      expect(news.status).toBe(201);
      const served = await fetch(`${server.url}${url}`);
      picture = { url, bytes: Buffer.from(await served.arrayBuffer()), newsId: news.body.id };
    } finally {
      await server.close();
      await pglite?.close();
    }
  });

  it(
    'restores every row of every table, and new entries continue after the restored ids',
    async () => {
      const before = await snapshot(source);
      expect(Number(before.contents?.split(':')[0])).toBeGreaterThan(0);
      expect(Number(before.refresh_tokens?.split(':')[0])).toBeGreaterThan(0);

      const file = join(folder, 'coaz-backup.jsonl.gz');
      const backedUp = await cli(['backup', '--out', file], source);
      expect(backedUp.stdout).toMatch(/backed up .* contents \d+/);
      const restored = await cli(['restore', '--from', file], target);
      expect(restored.stdout).toMatch(/restored .* users \d+/);
      expect(await snapshot(target)).toEqual(before);

      const [[{ next } = { next: 0 }] = []] = (await target.execute([
        `INSERT INTO contents (title, body) VALUES ('After the restore', 'New text') RETURNING id AS next`,
      ])) as { next: number }[][];
      const [[{ highest } = { highest: 0 }] = []] = (await source.execute([
        'SELECT max(id) AS highest FROM contents',
      ])) as { highest: number }[][];
      expect(next).toBeGreaterThan(highest);

      // Membership and receipt numbers continue after the restored ones too: their sequences are
      // no column's, and the next approval drew COAZ-000001, a restored member's.
      const numbered = `SELECT (SELECT max(substring(membership_number FROM '(\\d+)$')::int) FROM users) AS member,
        (SELECT max(substring(receipt_number FROM '(\\d+)$')::int) FROM receipts) AS receipt`;
      const [[numbers] = []] = (await source.execute([numbered])) as {
        member: number;
        receipt: number;
      }[][];
      expect(numbers?.member).toBeGreaterThan(0);
      expect(numbers?.receipt).toBeGreaterThan(0);
      const [[drawn] = []] = (await target.execute([
        `SELECT nextval('membership_number_seq')::int AS member, nextval('receipt_number_seq')::int AS receipt`,
      ])) as { member: number; receipt: number }[][];
      expect(drawn?.member).toBeGreaterThan(numbers?.member ?? Number.POSITIVE_INFINITY);
      expect(drawn?.receipt).toBeGreaterThan(numbers?.receipt ?? Number.POSITIVE_INFINITY);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'will not replace a database that holds data unless told to with --replace',
    async () => {
      // The target now holds the restored rows and one entry written since, as a live database
      // would; a restore run against it by mistake must leave it as it is.
      const before = await snapshot(target);
      const file = join(folder, 'coaz-backup.jsonl.gz');
      await expect(cli(['restore', '--from', file], target)).rejects.toMatchObject({
        stderr: expect.stringMatching(
          /^could not restore into .*: it holds data \(.*contents \d+.*\).*--replace/,
        ),
      });
      expect(await snapshot(target)).toEqual(before);

      const replaced = await cli(['restore', '--from', file, '--replace'], target);
      expect(replaced.stdout).toMatch(/restored .* users \d+/);
      expect(await snapshot(target)).toEqual(await snapshot(source));
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'brings back entries and their pictures: a server on the restored database serves both',
    async () => {
      const pglite =
        kind === 'pglite'
          ? await PGlite.create({ dataDir: join(folder, 'target', 'pglite') })
          : undefined;
      const database = { kind, pglite, databaseUrl: target.env.DATABASE_URL } as TestDatabase;
      const server = await startTestServer(database);
      try {
        const news = await call(`${server.url}/api/news/${picture?.newsId}`);
        expect(news.body).toMatchObject({
          title: 'AGM photographs',
          picture: { url: picture?.url, alt: 'Delegates in the hall', focusX: 50, focusY: 50 },
        });
        const served = await fetch(`${server.url}${picture?.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        expect(served.headers.get('cache-control')).toContain('immutable');
        expect(
          Buffer.from(await served.arrayBuffer()).equals(picture?.bytes ?? Buffer.alloc(0)),
        ).toBe(true);
      } finally {
        await server.close();
        await pglite?.close();
      }
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'says which database it looked for when run without the server’s database settings, creating none',
    async () => {
      const nowhere = join(folder, 'no-data-here');
      const withoutDatabase = { env: { DATA_DIR: nowhere } } as unknown as typeof source;
      await expect(
        cli(['backup', '--out', join(folder, 'never.jsonl.gz')], withoutDatabase),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining(
          `could not back up PGlite in ${nowhere} (DATABASE_URL is unset): there is no embedded database there`,
        ),
      });
      expect(existsSync(nowhere)).toBe(false);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a file that is not a backup and leaves the database as it was',
    async () => {
      const before = await snapshot(target);
      const bogus = join(folder, 'not-a-backup.jsonl.gz');
      await run('sh', ['-c', `printf '{"format":"other"}\\n' | gzip > ${bogus}`]);
      await expect(cli(['restore', '--from', bogus], target)).rejects.toMatchObject({
        stderr: expect.stringMatching(/^could not restore into .*: .*is not a COAZ backup/),
      });
      await expect(cli(['restore'], target)).rejects.toMatchObject({
        stderr: expect.stringContaining('usage'),
      });
      expect(await snapshot(target)).toEqual(before);
    },
    CLI_TEST_TIMEOUT_MS,
  );
});
