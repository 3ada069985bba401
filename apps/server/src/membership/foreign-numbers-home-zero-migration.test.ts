import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { numberWithCountryCode } from './member-phone-number';

// Migration 0017 on numbers abroad stored with their home 0 (`+44 (0) 7700 900123` as
// `4407700900123`) before a home 0 was read as such. It runs again here, on rows written after
// the database was migrated, as it would on a database that already held them.
const MIGRATION = new URL(
  '../../migrations/0017_foreign_numbers_without_home_zero.sql',
  import.meta.url,
);
const MIGRATION_0018 = new URL(
  '../../migrations/0018_foreign_numbers_without_any_home_zero.sql',
  import.meta.url,
);

/** Runs a migration's statements one by one: a prepared statement holds one. */
async function runMigration(file: URL): Promise<void> {
  for (const statement of (await readFile(file, 'utf8')).split(/;\s*$/m)) {
    if (statement.replace(/^--.*$/gm, '').trim()) await database.execute(statement);
  }
}

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

// Each as stored before, and as the one reading of a number now stores it.
const STORED: readonly (readonly [string, string])[] = [
  ['4407700900123', '447700900123'], // United Kingdom
  ['102025550143', '12025550143'], // one digit's code
  ['270821234567', '27821234567'], // South Africa
  ['267071000055', '26771000055'], // Botswana, three digits' code
  ['447700900123', '447700900123'], // already without it
  ['390612345678', '390612345678'], // Italy: the 0 is the number's
  ['2250712345678', '2250712345678'], // Côte d'Ivoire
  ['242066123456', '242066123456'], // Republic of the Congo
  ['260971234567', '260971234567'], // Zambian
  ['44012345', '44012345'], // too short without it: left as it was
];

describe('migration 0017: numbers abroad stored with their home 0', () => {
  it('stores each as login and the number checks read it now, and leaves the rest', async () => {
    for (const [index, [stored]] of STORED.entries()) {
      await database.execute(
        `INSERT INTO users (username, password_hash, status, role, phone_number)
         VALUES ($1, 'x', 'ACTIVE', 'member', $2)`,
        [`stored.${index}`, stored],
      );
    }
    const [member] = (await database.execute(
      "SELECT id FROM users WHERE username = 'stored.0'",
    )) as { id: number }[];
    // A number-change code waiting for the old form, and one for an e-mail left alone.
    await database.execute(
      `INSERT INTO verification_codes (id, user_id, purpose, target, code_hash, expires_at)
       VALUES (gen_random_uuid(), $1, 'phone_change', '4407700900999', 'x', now() + interval '10 minutes')`,
      [member?.id],
    );
    await runMigration(MIGRATION);
    const rows = (await database.execute(
      "SELECT username, phone_number FROM users WHERE username LIKE 'stored.%'",
    )) as { username: string; phone_number: string }[];
    for (const [index, [stored, now]] of STORED.entries()) {
      const row = rows.find((candidate) => candidate.username === `stored.${index}`);
      expect(row?.phone_number, stored).toBe(now);
      // The same form the one reading of the number gives, typed with a +.
      if (stored !== '44012345') expect(numberWithCountryCode(`+${stored}`), stored).toBe(now);
    }
    const codes = (await database.execute(
      "SELECT target FROM verification_codes WHERE purpose = 'phone_change'",
    )) as { target: string }[];
    expect(codes.map((code) => code.target)).toContain('447700900999');
  });
});

// Written with the national form after the code and its home 0 (`+44 (0) 07700 900123`), a
// number kept a 0 that 0017 left, one 0 being all it read.
const STORED_WITH_MORE: readonly (readonly [string, string])[] = [
  ['44007700900123', '447700900123'], // as 0017 found it, and as it left it
  ['4407700900124', '447700900124'],
  ['2700821234567', '27821234567'],
  ['39006123456', '39006123456'], // Italy: the 0s are the number's
  ['260971234568', '260971234568'], // Zambian
  ['4400012345', '440012345'], // too short without them: left as 0017 left it
];

describe('migration 0018: numbers abroad stored with more than one home 0', () => {
  it('stores each as login and the number checks read it now, after 0017 as before it', async () => {
    for (const [index, [stored]] of STORED_WITH_MORE.entries()) {
      await database.execute(
        `INSERT INTO users (username, password_hash, status, role, phone_number)
         VALUES ($1, 'x', 'ACTIVE', 'member', $2)`,
        [`more.${index}`, stored],
      );
    }
    const [member] = (await database.execute("SELECT id FROM users WHERE username = 'more.0'")) as {
      id: number;
    }[];
    await database.execute(
      `INSERT INTO verification_codes (id, user_id, purpose, target, code_hash, expires_at)
       VALUES (gen_random_uuid(), $1, 'phone_change', '44007700900998', 'x', now() + interval '10 minutes')`,
      [member?.id],
    );
    await runMigration(MIGRATION);
    await runMigration(MIGRATION_0018);
    const rows = (await database.execute(
      "SELECT username, phone_number FROM users WHERE username LIKE 'more.%'",
    )) as { username: string; phone_number: string }[];
    for (const [index, [stored, now]] of STORED_WITH_MORE.entries()) {
      const row = rows.find((candidate) => candidate.username === `more.${index}`);
      expect(row?.phone_number, stored).toBe(now);
      if (stored !== '4400012345') expect(numberWithCountryCode(`+${stored}`), stored).toBe(now);
    }
    const codes = (await database.execute(
      "SELECT target FROM verification_codes WHERE purpose = 'phone_change'",
    )) as { target: string }[];
    expect(codes.map((code) => code.target)).toContain('447700900998');
  });
});
