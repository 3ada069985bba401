import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Password checks (argon2) run on the four threads file reads share: an address that sent its
// whole window's allowance of logins at once held every file read of the process behind them.
// In-process requests all come from one address and all start before any has finished.
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // 600 a window, as production has it: ten checks at once.
  app = await startTestApp(database, { loginLimitPerAddress: 600 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

describe('password checks one address has under way at once', () => {
  it('are ten for logins; the rest are refused 429 before any check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.send('/coaz/api/login', {
          method: 'POST',
          json: { username: 'demo.active', password: 'not-the-password' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(10).fill(401), ...Array(15).fill(429)]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/^Several sign-ins from your address are still being checked/),
    });
    // Once checked, the address may sign in again.
    const after = await app.send('/coaz/api/login', {
      method: 'POST',
      json: { username: 'demo.active', password: 'Demo-2026!' },
    });
    expect(after.status).toBe(200);
  });

  it('are ten for one-time password changes too', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.send('/coaz/api/password/one-time', {
          method: 'POST',
          json: {
            username: 'nobody.here',
            oneTimePassword: 'not-the-password',
            newPassword: 'Kitwe-Clinic-2030',
          },
        }),
      ),
    );
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(2);
  });
});
