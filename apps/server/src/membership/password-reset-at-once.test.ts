import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

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

it('a reset code sent several times at once sets one password, and is refused when sent again', async () => {
  await app.send(`${api}/password/recovery`, { method: 'POST', json: { login: 'demo.active' } });
  await app.services.background.settled();
  const outbox = await app.send('/api/dev/outbox?to=260971000001');
  const code = /code is (\d{6})/.exec(outbox.body.items[0].body)?.[1] ?? '';
  const reset = (newPassword: string) =>
    app.send(`${api}/password/reset`, {
      method: 'POST',
      json: { login: 'demo.active', code, newPassword },
    });
  const passwords = ['Kabwe-Clinic-2031', 'Ndola-Clinic-2031', 'Chipata-Clinic-2031'];
  const answers = await Promise.all(passwords.map(reset));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 400)).toHaveLength(passwords.length - 1);
  const chosen = passwords[statuses.indexOf(200)] as string;
  // The password the one accepted reset chose is the member's; no other reset left its own.
  for (const password of passwords) {
    const login = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.active', password },
    });
    expect(login.status, password).toBe(password === chosen ? 200 : 401);
  }
  expect((await reset('Kitwe-Clinic-2031')).status).toBe(400);
});
