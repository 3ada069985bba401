import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// The signed-in routes that ask for the current password (a new e-mail, a new number, a new
// password) run argon2 as login does, on the four threads file reads share. Login lets an address
// have ten checks under way at once; these let each account ten (its backoff), so an address
// holding a few accounts (an application opens one) had dozens under way, and every file read of
// the process waited behind them. In-process requests all come from one address.
let database: TestDatabase;
let app: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // 600 a window, as production has it: ten checks at once. The per-user backoff is left out of
  // the way, so each route's count is its own (with it, each account still has ten at once).
  app = await startTestApp(database, { loginLimitPerAddress: 600 });
  for (const username of ['demo.active', 'demo.editor', 'demo.admin']) {
    const login = await app.send('/coaz/api/login', {
      method: 'POST',
      json: { username, password: 'Demo-2026!' },
    });
    tokens.push((login.body as { access_token: string }).access_token);
  }
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const wrong = 'not-the-password';

describe('password checks of signed-in members from one address at once', () => {
  it.each([
    [
      'PUT',
      '/coaz/api/profile',
      { email: 'someone.else@example.org', districtId: 1, currentPassword: wrong },
    ],
    ['POST', '/coaz/api/profile/phone', { phoneNumber: '0971234567', currentPassword: wrong }],
    [
      'POST',
      '/coaz/api/profile/password',
      { currentPassword: wrong, newPassword: 'Kitwe-Clinic-2030' },
    ],
  ])('are ten for %s %s, over every account the address holds', async (method, path, json) => {
    const answers = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: 8 }, () => app.send(path, { method, token, json })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
    expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/still being checked/),
    });
  });
});
