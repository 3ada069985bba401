import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { replacePassword } from '../auth/replace-password';

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

const liveSessions = async (userId: number) =>
  Number(
    (
      (await database.execute(
        'SELECT count(*) AS n FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      )) as { n: string }[]
    )[0]?.n,
  );

// A login checks the password it read, and argon2 takes a while; a reset that commits in that
// while ends every session there is. The member resets because a stranger knew the password: a
// session opened after the reset, from the stranger's login that began before it, would outlive it.
describe('a login whose password is changed while it is being checked', () => {
  it('opens no session, so the stranger the reset was for is not left signed in', async () => {
    const { hasher, db } = app.services;
    const [member] = (await database.execute(
      "SELECT id FROM users WHERE username = 'demo.active'",
    )) as {
      id: number;
    }[];
    const userId = Number(member?.id);
    const verify = hasher.verify;
    let checking!: () => void;
    const checkStarted = new Promise<void>((resolve) => {
      checking = resolve;
    });
    let finishCheck!: () => void;
    const resetDone = new Promise<void>((resolve) => {
      finishCheck = resolve;
    });
    hasher.verify = async (passwordHash, password) => {
      const right = await verify(passwordHash, password);
      checking();
      await resetDone;
      return right;
    };
    try {
      const login = app.send(`/${app.config.apiPrefix}/api/login`, {
        method: 'POST',
        json: { username: 'demo.active', password: 'Demo-2026!' },
      });
      await checkStarted;
      await replacePassword(db, { userId, passwordHash: await hasher.hash('Reset-By-Owner-2027') });
      finishCheck();
      const answer = await login;
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: 'invalid_credentials' });
      expect(await liveSessions(userId)).toBe(0);
    } finally {
      hasher.verify = verify;
    }
  });
});
