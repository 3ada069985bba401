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

const statusOf = async (username: string) =>
  (
    (await database.execute('SELECT status FROM users WHERE username = $1', [username])) as {
      status: string;
    }[]
  )[0]?.status;

// A reset read the member's status before argon2 hashed the new password, and wrote it back with
// the password: a payment confirmed in that while (the phone's prompt approved as the member
// resets on a computer) made the member active, and the reset made them pending payment again.
it('a password reset leaves the status that changed while it hashed the new password', async () => {
  const [member] = (await database.execute(
    "SELECT phone_number FROM users WHERE username = 'demo.payment' AND status = 'PENDING_PAYMENT'",
  )) as { phone_number: string }[];
  await app.send(`${api}/password/recovery`, { method: 'POST', json: { login: 'demo.payment' } });
  await app.services.background.settled();
  const outbox = await app.send(`/api/dev/outbox?to=${member?.phone_number}`);
  const code = /code is (\d{6})/.exec(outbox.body.items[0].body)?.[1] ?? '';
  const { hasher } = app.services;
  const hash = hasher.hash;
  let hashing!: () => void;
  const hashStarted = new Promise<void>((resolve) => {
    hashing = resolve;
  });
  let finishHash!: () => void;
  const paid = new Promise<void>((resolve) => {
    finishHash = resolve;
  });
  hasher.hash = async (password) => {
    const hashed = await hash(password);
    hashing();
    await paid;
    return hashed;
  };
  try {
    const reset = app.send(`${api}/password/reset`, {
      method: 'POST',
      json: { login: 'demo.payment', code, newPassword: 'Mansa-Clinic-2031' },
    });
    await hashStarted;
    // What the payment's settlement does to the member.
    await database.execute("UPDATE users SET status = 'ACTIVE' WHERE username = 'demo.payment'");
    finishHash();
    const answer = await reset;
    expect(answer.status).toBe(200);
    expect(await statusOf('demo.payment')).toBe('ACTIVE');
    expect(answer.body.status).toBe('SUCCESSFUL');
  } finally {
    hasher.hash = hash;
  }
});
