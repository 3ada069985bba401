import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { Json } from '../../test-support/test-server';
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

const memberRow = async (username: string) =>
  (
    (await database.execute(
      'SELECT id, password_hash, email, district_id FROM users WHERE username = $1',
      [username],
    )) as { id: number; password_hash: string; email: string | null; district_id: number }[]
  )[0];

/**
 * Sends `change` with a stranger's session of `username`, and resets the member's password (as a
 * recovery code does) while argon2 is checking the password the stranger typed. Answers the
 * change's answer and the hash the reset set.
 */
async function changeDuringReset(
  username: string,
  change: (token: string) => Promise<{ status: number; body: Json }>,
) {
  const { hasher, db } = app.services;
  const userId = Number((await memberRow(username))?.id);
  const stranger = await app.send(`/${app.config.apiPrefix}/api/login`, {
    method: 'POST',
    json: { username, password: 'Demo-2026!' },
  });
  expect(stranger.status).toBe(200);
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
    const answer = change(stranger.body.access_token);
    await checkStarted;
    const resetHash = await hasher.hash('Reset-By-Owner-2027');
    await replacePassword(db, { userId, passwordHash: resetHash });
    finishCheck();
    return { answer: await answer, resetHash };
  } finally {
    hasher.verify = verify;
  }
}

// A member resets their password because a stranger knows it and is signed in. A change the
// stranger began before the reset, with the password the stranger knew, is proved while argon2
// checks it; made after the reset all the same, it would undo what the reset was for.
describe('a change proved by a password that is reset while it is being checked', () => {
  it('changes no password, so the reset the member made stands', async () => {
    const { answer, resetHash } = await changeDuringReset('demo.active', (token) =>
      app.send(`/${app.config.apiPrefix}/api/profile/password`, {
        method: 'POST',
        token,
        json: { currentPassword: 'Demo-2026!', newPassword: 'Stranger-Keeps-2027' },
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'wrong_password' });
    expect((await memberRow('demo.active'))?.password_hash).toBe(resetHash);
  });

  it('changes no e-mail, which recovery sends its code to when there is no phone number', async () => {
    const before = await memberRow('demo.payment');
    const { answer } = await changeDuringReset('demo.payment', (token) =>
      app.send(`/${app.config.apiPrefix}/api/profile`, {
        method: 'PUT',
        token,
        json: {
          email: 'stranger@example.org',
          districtId: before?.district_id,
          currentPassword: 'Demo-2026!',
        },
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: 'wrong_password' });
    expect((await memberRow('demo.payment'))?.email).toBe(before?.email);
  });
});
