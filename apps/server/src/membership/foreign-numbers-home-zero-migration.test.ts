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
    // Statement by statement: a prepared statement holds one.
    for (const statement of (await readFile(MIGRATION, 'utf8')).split(/;\s*$/m)) {
      if (statement.replace(/^--.*$/gm, '').trim()) await database.execute(statement);
    }
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
