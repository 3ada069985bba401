import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { createPasswordHasher } from '../auth/password-hasher';
import { DEMO_ACCOUNTS, DEMO_CONTENTS, RETIRED_DEMO_CONTENTS } from './seed-demo';

let database: TestDatabase;
let production: TestServer | undefined;

beforeAll(async () => {
  // The test database was seeded in demo mode, as `npm start` seeds it.
  database = await createTestDatabase();
});

afterAll(async () => {
  await production?.close();
  await database?.drop();
});

describe('production started on a database that once ran in demo mode', () => {
  it('locks every demo account whatever its password, ends its sessions, takes its membership number and contact details, and deletes the demo notices nobody edited', async () => {
    const demo = await startTestServer(database);
    const editorSession = (await login(demo, 'demo.editor')).body.refresh_token as string;
    // One demo account was given a password of its own, and a phone and address of its own,
    // before the switch: anyone could have done so with the public password, so it is locked too.
    const ownHash = await createPasswordHasher(TEST_PASSWORD_HASH_COST).hash('Kabwe-Admin-2027!');
    await database.execute(
      'UPDATE users SET password_hash = $1, phone_number = $2, email = $3 WHERE username = $4',
      [ownHash, '260971234567', 'someone@mail.example', 'demo.active'],
    );
    await demo.close();

    // An editor reworded one demo notice before the switch: it is the association's now.
    const [kept, ...madeUp] = DEMO_CONTENTS;
    await database.execute(
      'UPDATE contents SET body = $1, version = version + 1 WHERE title = $2',
      ['Registration opens at the secretariat.', kept?.title],
    );

    // A database seeded by an earlier demo holds the notices that demo opened with.
    for (const retired of RETIRED_DEMO_CONTENTS) {
      await database.execute('INSERT INTO contents (title, body) VALUES ($1, $2)', [
        retired.title,
        retired.body,
      ]);
    }

    const numbers = (await database.execute(
      "SELECT username, membership_number FROM users WHERE username IN ('demo.active', 'demo.editor')",
    )) as { username: string; membership_number: string }[];
    const numberOf = (username: string) =>
      numbers.find((row) => row.username === username)?.membership_number ?? '';
    expect(numberOf('demo.editor')).toMatch(/^COAZ-\d{6}$/);

    // A database that ran in demo mode starts in production only when the operator accepts it.
    production = await startTestServer(database, { mode: 'production', acceptDemoDatabase: true });
    const notices = (await call(`${production.url}/api/contents?limit=100`)).body as {
      title: string;
    }[];
    expect(notices.map((notice) => notice.title)).toEqual([kept?.title]);
    for (const { title } of [...madeUp, ...RETIRED_DEMO_CONTENTS]) {
      expect(production.logLines.join('\n')).toContain(
        `demo notice “${title}” was still as the demo wrote it: deleted`,
      );
    }
    const audit = (await database.execute(
      "SELECT actor, summary FROM audit_log WHERE collection = 'notices' ORDER BY id",
    )) as { actor: string; summary: string }[];
    expect(audit.filter((line) => line.actor === 'production start')).toHaveLength(
      madeUp.length + RETIRED_DEMO_CONTENTS.length,
    );
    for (const { username } of DEMO_ACCOUNTS) {
      if (username === 'demo.active') continue;
      const refused = await login(production, username);
      expect(refused.status, username).toBe(401);
      expect(production.logLines.join('\n')).toContain(`demo account ${username} had the public`);
    }
    expect(production.logLines.join('\n')).toContain(
      'demo account demo.active had a password chosen since the demo began: locked',
    );
    const refreshed = await call(`${production.memberApi}/token/refresh`, {
      token: editorSession,
    });
    expect(refreshed.status).toBe(401);
    expect((await login(production, 'demo.active', 'Kabwe-Admin-2027!')).status).toBe(401);

    // A locked demo member is no member to the public verification page.
    const verify = (username: string) =>
      call(`${production?.memberApi}/verify/${numberOf(username)}`);
    expect((await verify('demo.editor')).status).toBe(404);
    expect((await verify('demo.active')).status).toBe(404);
    const addresses = (await database.execute(
      "SELECT username FROM users WHERE username LIKE 'demo.%' AND email IS NOT NULL",
    )) as { username: string }[];
    expect(addresses).toEqual([]);

    // No reset code, which would unlock it, can go to a number or address a demo account held.
    const phones = (await database.execute(
      "SELECT username FROM users WHERE username LIKE 'demo.%' AND phone_number IS NOT NULL",
    )) as { username: string }[];
    expect(phones).toEqual([]);

    // Nor is a locked demo account listed among the site's admins and editors.
    const staff = (await database.execute(
      "SELECT username FROM users WHERE username LIKE 'demo.%' AND role <> 'member'",
    )) as { username: string }[];
    expect(staff).toEqual([]);
  });
});
