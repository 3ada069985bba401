import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// A password-reset code opens the account to whoever holds the phone it went to. A member who has
// lost that phone changes the password or moves to a new number to shut its holder out: a code
// asked for before must stop working then, not ten minutes later.

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';
const PASSWORD = 'Demo-2026!';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

async function latestCode(phone: string, pattern: RegExp): Promise<string> {
  await app.services.background.settled();
  const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
  const bodies = (outbox.body.items as { body: string }[]).map((item) => item.body);
  return bodies.map((body) => pattern.exec(body)?.[1]).find(Boolean) ?? '';
}

async function signIn(username: string, password = PASSWORD): Promise<string> {
  const login = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username, password },
  });
  expect(login.status).toBe(200);
  return login.body.access_token;
}

/** Asks for a reset code as the old phone's holder would, and answers the code that came. */
async function resetCodeSentTo(username: string, phone: string): Promise<string> {
  const asked = await app.send(`${api}/password/recovery`, {
    method: 'POST',
    json: { login: username },
  });
  expect(asked.status).toBe(202);
  const code = await latestCode(phone, /password reset code is (\d{6})/);
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

const resetWith = (login: string, code: string) =>
  app.send(`${api}/password/reset`, {
    method: 'POST',
    json: { login, code, newPassword: 'Holder-Of-Old-Phone-27' },
  });

describe('a reset code asked for before the member shut its holder out', () => {
  it('stops working once the member changes the password', async () => {
    const code = await resetCodeSentTo('demo.editor', '260971000002');
    const token = await signIn('demo.editor');
    const changed = await app.send(`${api}/profile/password`, {
      method: 'POST',
      token,
      json: { currentPassword: PASSWORD, newPassword: 'Members-Own-New-2027' },
    });
    expect(changed.status).toBe(200);

    const reset = await resetWith('demo.editor', code);
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe('invalid_code');
    await signIn('demo.editor', 'Members-Own-New-2027');
  });

  it('stops working once the member confirms a new phone number', async () => {
    const code = await resetCodeSentTo('demo.active', '260971000001');
    const token = await signIn('demo.active');
    const sent = await app.send(`${api}/profile/phone`, {
      method: 'POST',
      token,
      json: { phoneNumber: '0955777654', currentPassword: PASSWORD },
    });
    expect(sent.status).toBe(202);
    const phoneCode = await latestCode('260955777654', /number is (\d{6})/);
    const confirmed = await app.send(`${api}/profile/phone/confirm`, {
      method: 'POST',
      token,
      json: { code: phoneCode },
    });
    expect(confirmed.status).toBe(200);

    const reset = await resetWith('demo.active', code);
    expect(reset.status).toBe(400);
    expect(reset.body.error).toBe('invalid_code');
    await signIn('demo.active');
  });

  it('still works when the member did neither', async () => {
    const code = await resetCodeSentTo('demo.payment', '260961000003');
    const reset = await resetWith('demo.payment', code);
    expect(reset.status).toBe(200);
  });
});
