import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Asking to move to a number another account has answers 409 `phone_registered`. Anyone may
// open an account by applying, so unless those refusals count toward the five codes an hour, a
// signed-in stranger could ask the server without end which numbers are members' (applications
// count theirs for the same reason).

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('phone number look-ups through a profile change', () => {
  it('counts refusals for a taken number, so a session cannot test numbers without end', async () => {
    const login = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.active', password: 'Demo-2026!' },
    });
    const token = login.body.access_token;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await app.send(`${api}/profile/phone`, {
        method: 'POST',
        token,
        // demo.editor's number
        json: { phoneNumber: '0971000002', currentPassword: 'Demo-2026!' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429, 429]);
  });
});
