import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer } from '../../test-support/test-server';
import { RETIRED_DEMO_NAMES } from './rename-retired-demo-names';
import { DEMO_ACCOUNTS } from './seed-demo';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function nameOf(username: string) {
  const [row] = (await database.execute(
    'SELECT first_name, last_name FROM users WHERE username = $1',
    [username],
  )) as { first_name: string | null; last_name: string | null }[];
  return row;
}

describe('a demo database seeded before the demo accounts lost their invented names', () => {
  it('shows the accounts by their part once the demo starts again, and keeps a name typed since', async () => {
    // A first demo start migrates and seeds the database (PostgreSQL's test database starts empty).
    await (await startTestServer(database)).close();
    for (const [username, retired] of Object.entries(RETIRED_DEMO_NAMES)) {
      await database.execute(
        'UPDATE users SET first_name = $1, last_name = $2 WHERE username = $3',
        [retired.firstName, retired.lastName, username],
      );
    }
    expect(await nameOf('demo.editor')).toEqual({
      first_name: RETIRED_DEMO_NAMES['demo.editor']?.firstName,
      last_name: RETIRED_DEMO_NAMES['demo.editor']?.lastName,
    });
    // A visitor to the old demo changed the payment account's surname ("Change my details").
    await database.execute("UPDATE users SET last_name = 'Typed In The Demo' WHERE username = $1", [
      'demo.payment',
    ]);

    const demo = await startTestServer(database);
    await demo.close();

    for (const account of DEMO_ACCOUNTS) {
      if (account.username === 'demo.payment' || !RETIRED_DEMO_NAMES[account.username]) continue;
      expect(await nameOf(account.username), account.username).toEqual({
        first_name: account.firstName,
        last_name: account.lastName,
      });
    }
    expect(await nameOf('demo.payment')).toEqual({
      first_name: RETIRED_DEMO_NAMES['demo.payment']?.firstName,
      last_name: 'Typed In The Demo',
    });
  });
});
