import { createPasswordHasher } from '../src/auth/password-hasher';
import { lusakaDate } from '../src/clock/lusaka-date';
import { MIGRATIONS_DIR } from '../src/config';
import type { Database } from '../src/db/database';
import { applyMigrations, withMigrationLock } from '../src/db/migrate';
import { seedCollections } from '../src/seed/seed-collections';
import { seedDemo } from '../src/seed/seed-demo';
import { seedReferenceData } from '../src/seed/seed-reference-data';
import { TEST_PASSWORD_HASH_COST } from './test-config';

/**
 * Migrates and seeds a test template as a demo server's first start does (`prepareApp`): the
 * PGlite and PostgreSQL templates each test file copies (build-pglite-template.ts,
 * build-postgres-template.ts), with the tests' cheaper password hashes.
 */
export async function seedTestTemplate(database: Database): Promise<void> {
  await withMigrationLock(database, async (query) => {
    await applyMigrations(query, MIGRATIONS_DIR);
    await seedReferenceData(database.db);
    await seedCollections(database.db, lusakaDate(new Date()));
    await seedDemo(database.db, createPasswordHasher(TEST_PASSWORD_HASH_COST));
  });
}
