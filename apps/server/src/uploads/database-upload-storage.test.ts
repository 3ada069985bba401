import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTestFolder } from '../../test-support/remove-test-folder';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { MIGRATIONS_DIR } from '../config';
import { type Database, openDatabase } from '../db/database';
import { applyMigrations, withMigrationLock } from '../db/migrate';
import { createDatabaseUploadStorage } from './database-upload-storage';
import { createLocalUploadStorage } from './upload-storage';

let database: TestDatabase;
let opened: Database;
let folder: string;

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(join(tmpdir(), 'coaz-upload-storage-'));
  opened = await openDatabase({
    databaseUrl: database.databaseUrl,
    dataDir: folder,
    pglite: database.pglite,
  });
  // A PostgreSQL test database starts empty (PGlite's comes migrated from the template).
  await withMigrationLock(opened, (query) => applyMigrations(query, MIGRATIONS_DIR));
});

afterAll(async () => {
  await opened.close();
  await database.drop();
  await removeTestFolder(folder);
});

describe('the database upload storage', () => {
  it('keeps the bytes in upload_blobs, typed by extension, and removes them', async () => {
    const storage = createDatabaseUploadStorage(opened.db);
    const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await storage.save('a-640.webp', bytes);
    expect(await storage.read('a-640.webp')).toEqual(bytes);
    expect(
      await database.execute('SELECT content_type FROM upload_blobs WHERE name = $1', [
        'a-640.webp',
      ]),
    ).toEqual([{ content_type: 'image/webp' }]);
    await storage.remove('a-640.webp');
    expect(await storage.read('a-640.webp')).toBeUndefined();
  });

  it('copies a file found only in the folder of earlier versions into the database', async () => {
    const legacy = createLocalUploadStorage(join(folder, 'uploads'));
    await legacy.save('old.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const storage = createDatabaseUploadStorage(opened.db, legacy);
    expect(await storage.read('old.png')).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect(await createDatabaseUploadStorage(opened.db).read('old.png')).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
  });
});
