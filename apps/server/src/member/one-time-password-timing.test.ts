import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

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

/** How many password hashes one refused one-time-password change checks for `username`. */
async function hashChecksFor(username: string): Promise<number> {
  const verify = vi.spyOn(app.services.hasher, 'verify');
  try {
    const answer = await app.send('/coaz/api/password/one-time', {
      method: 'POST',
      json: { username, oneTimePassword: 'not-the-password', newPassword: 'Chipata-Clinic-2027' },
    });
    expect(answer.status).toBe(401);
    return verify.mock.calls.length;
  } finally {
    verify.mockRestore();
  }
}

describe('a refused one-time-password change', () => {
  it('checks as many hashes for a stranger as for a member, so its timing tells nobody who is one', async () => {
    const stranger = await hashChecksFor('nobody.here');
    expect(stranger).toBeGreaterThan(0);
    expect(await hashChecksFor('demo.otp')).toBe(stranger);
    // A member who once had a one-time password costs the same too.
    await database.execute(
      "UPDATE users SET used_one_time_password_hash = password_hash WHERE username = 'demo.editor'",
    );
    expect(await hashChecksFor('demo.editor')).toBe(stranger);
  });
});
