import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { plainImage } from '../../test-support/test-images';
import { startTestServer } from '../../test-support/test-server';
import { MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase } from '../db/database';
import { applyMigrations, withMigrationLock } from '../db/migrate';
import { createDatabaseUploadStorage } from './database-upload-storage';
import { renderImageVariants, VARIANT_BYTE_BUDGET } from './image-variants';
import type { UploadStorage } from './upload-storage';
import { backfillVariants, restFor, startVariantBackfill } from './variant-backfill';

let database: TestDatabase;
let first: Database;
let second: Database;
let folder: string;
let logLines: string[];

const noRest = async () => {};

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'coaz-variant-backfill-'));
  const open = () =>
    openDatabase({ databaseUrl: database.databaseUrl, dataDir: folder, pglite: database.pglite });
  first = await open();
  // A second pool on PostgreSQL: two instances whose claims really race.
  second = await open();
  await withMigrationLock(first, (query) => applyMigrations(query, MIGRATIONS_DIR));
});

afterAll(async () => {
  await first.close();
  await second.close();
  await database.drop();
  await removeTestFolder(folder);
});

function services(
  opened: Database,
  storage: UploadStorage = createDatabaseUploadStorage(opened.db),
) {
  logLines = [];
  return { db: opened.db, storage, log: (line: string) => logLines.push(line) };
}

/** Storage that counts what it is asked to save, for telling how many renders were done. */
function countingStorage(opened: Database): UploadStorage & { saved: string[] } {
  const inner = createDatabaseUploadStorage(opened.db);
  const saved: string[] = [];
  return {
    ...inner,
    saved,
    async save(name, bytes) {
      saved.push(name);
      await inner.save(name, bytes);
    },
  };
}

/**
 * An upload as the server stored it before 960 px was a standard width: its variants at every
 * width of 320, 640 and 1280 it reaches (plus its own under 1280), and the row naming the widest.
 */
async function storeUploadWithout960(width: number, height: number): Promise<string> {
  const id = randomUUID();
  const variants = (await renderImageVariants(await plainImage(width, height, 'jpeg'))) ?? [];
  const kept = variants.filter((variant) => variant.width !== 960);
  const storage = createDatabaseUploadStorage(first.db);
  for (const variant of kept) await storage.save(`${id}-${variant.width}.webp`, variant.bytes);
  const widest = kept.at(-1);
  await database.execute(
    'INSERT INTO uploads (id, file_name, content_type, size_bytes, variant_widths) VALUES ($1, $2, $3, $4, $5)',
    [
      id,
      `${id}-${widest?.width}.webp`,
      'image/webp',
      widest?.bytes.byteLength,
      kept.map((variant) => variant.width),
    ],
  );
  return id;
}

async function storedWidths(id: string): Promise<number[] | null> {
  const [row] = (await database.execute('SELECT variant_widths FROM uploads WHERE id = $1', [
    id,
  ])) as { variant_widths: number[] | null }[];
  return row?.variant_widths ?? null;
}

/** Marks every upload done, so one test's uploads do not count in the next one's run. */
async function settleEarlierUploads(): Promise<void> {
  await backfillVariants(services(first), { rest: noRest });
}

describe('migration 0012', () => {
  it('records the widths each upload re-encoded before it was stored at, and none for originals', async () => {
    const [wide, medium, small, original] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    // A UUID whose last group is all digits, kept as sent: its name must not read as a width.
    const digits = `${randomUUID().slice(0, 24)}123456789012`;
    for (const [id, name] of [
      [wide, `${wide}-1280.webp`],
      [medium, `${medium}-700.webp`],
      [small, `${small}-200.webp`],
      [original, `${original}.png`],
      [digits, `${digits}.webp`],
    ]) {
      await database.execute(
        'INSERT INTO uploads (id, file_name, content_type, size_bytes) VALUES ($1, $2, $3, 1)',
        [id, name, 'image/webp'],
      );
    }
    const migration = await readFile(
      join(MIGRATIONS_DIR, '0012_upload_variant_widths.sql'),
      'utf8',
    );
    await first.withConnection((query) => query(migration));
    expect(await storedWidths(wide)).toEqual([320, 640, 1280]);
    expect(await storedWidths(medium)).toEqual([320, 640, 700]);
    expect(await storedWidths(small)).toEqual([200]);
    expect(await storedWidths(original)).toBeNull();
    expect(await storedWidths(digits)).toBeNull();
    await database.execute('DELETE FROM uploads WHERE id = ANY($1)', [
      [wide, medium, small, original, digits],
    ]);
  });
});

describe('the variant backfill', () => {
  it('makes the 960 px width of older uploads from their widest variant, once', async () => {
    await settleEarlierUploads();
    const wide = await storeUploadWithout960(1600, 900);
    const medium = await storeUploadWithout960(1000, 500);
    const narrow = await storeUploadWithout960(800, 400);
    const report = await backfillVariants(services(first), { rest: noRest });
    expect(report).toEqual({ completed: 2, leftToOthers: 0, failed: 0 });
    expect(await storedWidths(wide)).toEqual([320, 640, 960, 1280]);
    expect(await storedWidths(medium)).toEqual([320, 640, 960, 1000]);
    expect(await storedWidths(narrow)).toEqual([320, 640, 800]);
    const storage = createDatabaseUploadStorage(first.db);
    for (const [id, height] of [
      [wide, 540],
      [medium, 480],
    ] as const) {
      const made = (await storage.read(`${id}-960.webp`)) ?? new Uint8Array();
      expect(await sharp(made).metadata()).toMatchObject({ format: 'webp', width: 960, height });
      expect(made.byteLength).toBeLessThanOrEqual(VARIANT_BYTE_BUDGET);
    }
    // Resumable: what is done stays done, and the next start finds nothing left.
    const again = countingStorage(first);
    expect(await backfillVariants(services(first, again), { rest: noRest })).toEqual({
      completed: 0,
      leftToOthers: 0,
      failed: 0,
    });
    expect(again.saved).toEqual([]);
  });

  it('completes an upload the previous version stored after 0012 ran, with no widths recorded', async () => {
    await settleEarlierUploads();
    // An instance not yet upgraded (several are upgraded one at a time) writes no variant_widths.
    const id = await storeUploadWithout960(1500, 750);
    await database.execute('UPDATE uploads SET variant_widths = NULL WHERE id = $1', [id]);
    expect(await backfillVariants(services(first), { rest: noRest })).toMatchObject({
      completed: 1,
    });
    expect(await storedWidths(id)).toEqual([320, 640, 960, 1280]);
  });

  it('renders each upload once when two instances run it at the same time', async () => {
    await settleEarlierUploads();
    const ids = [];
    for (let index = 0; index < 4; index++) ids.push(await storeUploadWithout960(1400, 700));
    const one = countingStorage(first);
    const other = countingStorage(second);
    const reports = await Promise.all([
      backfillVariants(services(first, one), { rest: noRest }),
      backfillVariants(services(second, other), { rest: noRest }),
    ]);
    expect([...one.saved, ...other.saved].sort()).toEqual(ids.map((id) => `${id}-960.webp`).sort());
    expect(reports.reduce((sum, report) => sum + report.completed, 0)).toBe(4);
    for (const id of ids) expect(await storedWidths(id)).toEqual([320, 640, 960, 1280]);
  });

  it('leaves an upload another instance holds, and takes it up once the lease has expired', async () => {
    await settleEarlierUploads();
    const id = await storeUploadWithout960(1300, 650);
    await database.execute(
      "UPDATE uploads SET variants_claimed_until = now() + interval '1 minute' WHERE id = $1",
      [id],
    );
    expect(await backfillVariants(services(first), { rest: noRest })).toMatchObject({
      completed: 0,
      leftToOthers: 1,
    });
    expect(await storedWidths(id)).toEqual([320, 640, 1280]);
    await database.execute(
      "UPDATE uploads SET variants_claimed_until = now() - interval '1 second' WHERE id = $1",
      [id],
    );
    expect(await backfillVariants(services(first), { rest: noRest })).toMatchObject({
      completed: 1,
      leftToOthers: 0,
    });
    expect(await storedWidths(id)).toEqual([320, 640, 960, 1280]);
  });

  it('logs an upload whose widest variant is gone, releases it and goes on', async () => {
    await settleEarlierUploads();
    const lost = await storeUploadWithout960(1500, 750);
    const kept = await storeUploadWithout960(1500, 750);
    await database.execute('DELETE FROM upload_blobs WHERE name = $1', [`${lost}-1280.webp`]);
    const report = await backfillVariants(services(first), { rest: noRest });
    expect(report).toMatchObject({ completed: 1, failed: 1 });
    expect(logLines.some((line) => line.includes(lost))).toBe(true);
    expect(await storedWidths(lost)).toEqual([320, 640, 1280]);
    expect(await storedWidths(kept)).toEqual([320, 640, 960, 1280]);
    const [row] = (await database.execute(
      'SELECT variants_claimed_until FROM uploads WHERE id = $1',
      [lost],
    )) as { variants_claimed_until: Date | null }[];
    expect(row?.variants_claimed_until).toBeNull();
    await database.execute('DELETE FROM uploads WHERE id = $1', [lost]);
  });

  it('goes on past an upload whose new width the storage refuses', async () => {
    await settleEarlierUploads();
    const refused = await storeUploadWithout960(1500, 750);
    const kept = await storeUploadWithout960(1500, 750);
    const inner = createDatabaseUploadStorage(first.db);
    const failing: UploadStorage = {
      ...inner,
      async save(name, bytes) {
        if (name.startsWith(refused)) throw new Error('disk full');
        await inner.save(name, bytes);
      },
    };
    const report = await backfillVariants(services(first, failing), { rest: noRest });
    expect(report).toMatchObject({ completed: 1, failed: 1 });
    expect(logLines).toContain(
      `variant backfill: upload ${refused} could not be stored: Error; its pages keep the widths it has, and the next start tries it again`,
    );
    expect(await storedWidths(refused)).toEqual([320, 640, 1280]);
    expect(await storedWidths(kept)).toEqual([320, 640, 960, 1280]);
    expect((await backfillVariants(services(first), { rest: noRest })).completed).toBe(1);
  });

  it('rests after each picture for as long as it took, and stops when the server closes', async () => {
    await settleEarlierUploads();
    for (let index = 0; index < 3; index++) await storeUploadWithout960(1400, 700);
    const rests: number[] = [];
    const stopping = new AbortController();
    const report = await backfillVariants(services(first), {
      rest: async (renderMs) => {
        rests.push(renderMs);
        if (rests.length === 2) stopping.abort();
      },
      signal: stopping.signal,
    });
    expect(report.completed).toBe(2);
    expect(rests).toHaveLength(2);
    for (const renderMs of rests) expect(renderMs).toBeGreaterThan(0);
    expect((await backfillVariants(services(first), { rest: noRest })).completed).toBe(1);
  });

  it('ends its rest at once when the server closes, rather than waiting it out', async () => {
    const stopping = new AbortController();
    // An hour's rest: without the signal this never settles and the test times out.
    const resting = restFor(3_600_000, stopping.signal);
    stopping.abort();
    await expect(resting).resolves.toBeUndefined();
  });
});

describe('the backfill the server starts', () => {
  it('looks again, after the lease, at an upload an instance that stopped mid-picture still held', async () => {
    await settleEarlierUploads();
    const id = await storeUploadWithout960(1300, 650);
    // The claim of an instance killed mid-picture: the next start finds it still held.
    await database.execute(
      "UPDATE uploads SET variants_claimed_until = now() + interval '1 hour' WHERE id = $1",
      [id],
    );
    const waits: number[] = [];
    const backfill = startVariantBackfill(services(first), {
      firstMs: 0,
      retryMs: 330_000,
      wait: async (ms) => {
        waits.push(ms);
        // The lease runs out while the backfill waits for it.
        if (ms === 330_000)
          await database.execute('UPDATE uploads SET variants_claimed_until = NULL WHERE id = $1', [
            id,
          ]);
      },
    });
    await backfill.finished;
    expect(waits).toEqual([0, 330_000]);
    expect(await storedWidths(id)).toEqual([320, 640, 960, 1280]);
    expect(logLines).toEqual([
      'variant backfill: 1 upload held by another instance (or by one that stopped mid-picture); looking at them again in 6 minutes',
      'variant backfill: making the standard widths older uploads lack, one picture at a time; until each is done its pages show its next wider width',
      'variant backfill: finished: 1 upload completed, 0 failed',
    ]);
  });

  it('stops between pictures when the server closes, and says the next start goes on', async () => {
    await settleEarlierUploads();
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push(await storeUploadWithout960(1400, 700));
    let backfill: ReturnType<typeof startVariantBackfill> | undefined;
    let stopped: Promise<void> | undefined;
    const log = services(first);
    backfill = startVariantBackfill(
      {
        ...log,
        log: (line: string) => {
          log.log(line);
          // SIGTERM while the first picture renders.
          if (line.includes('making the standard widths')) stopped = backfill?.stop();
        },
      },
      { firstMs: 0 },
    );
    await backfill.finished;
    await stopped;
    const done = [];
    for (const id of ids) if ((await storedWidths(id))?.includes(960)) done.push(id);
    expect(done).toHaveLength(1);
    expect(logLines.at(-1)).toBe(
      'variant backfill: stopped for the shutdown, the next start goes on: 1 upload completed, 0 failed',
    );
    expect((await backfillVariants(services(first), { rest: noRest })).completed).toBe(2);
  });
});

describe('serving a width the backfill has not made yet', () => {
  it('answers with the next wider stored width, briefly cached, then with the made width', async () => {
    const server = await startTestServer(database);
    try {
      const id = await storeUploadWithout960(1600, 800);
      // Held by "another instance", so the server's own backfill leaves it alone meanwhile.
      await database.execute(
        "UPDATE uploads SET variants_claimed_until = now() + interval '1 hour' WHERE id = $1",
        [id],
      );
      const standIn = await fetch(`${server.url}/api/uploads/${id}-960.webp`);
      expect(standIn.status).toBe(200);
      expect(standIn.headers.get('cache-control')).toBe('public, max-age=600');
      expect((await sharp(await standIn.arrayBuffer()).metadata()).width).toBe(1280);
      await database.execute('UPDATE uploads SET variants_claimed_until = NULL WHERE id = $1', [
        id,
      ]);
      await backfillVariants(services(first), { rest: noRest });
      const made = await fetch(`${server.url}/api/uploads/${id}-960.webp`);
      expect(made.status).toBe(200);
      expect(made.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(await made.arrayBuffer()).metadata()).width).toBe(960);
      // Widths that are no standard width, or wider than the picture, stay unknown.
      for (const name of [`${id}-961.webp`, `${id}-1600.webp`]) {
        expect((await fetch(`${server.url}/api/uploads/${name}`)).status).toBe(404);
      }
    } finally {
      await server.close();
    }
  });
});
