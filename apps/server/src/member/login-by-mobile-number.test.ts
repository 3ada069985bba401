import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

// Members on cheap phones forget the user name they chose at joining; their mobile number they
// know. Login takes it in any form the application form takes, with the user name's outcomes and
// limits, and a number that names no single account is only ever "wrong credentials".

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { loginLimitPerUser: 3 });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const WRONG_CREDENTIALS = {
  error: 'invalid_credentials',
  message: 'Incorrect username or password',
};

/** Adds an account with the demo password (`Demo-2026!`), as an old or admin-made one may be. */
async function addAccount(username: string, phoneNumber: string) {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role, phone_number)
     SELECT $1, password_hash, 'ACTIVE', 'member', $2 FROM users WHERE username = 'demo.active'`,
    [username, phoneNumber],
  );
}

describe('login by mobile number', () => {
  it('gives each of the four outcomes by the member’s number, however it is written', async () => {
    const active = await login(server, '0971000001');
    expect(active.status).toBe(200);
    expect(active.body).toMatchObject({
      status: 'SUCCESSFUL',
      user: { username: 'demo.active', status: 'ACTIVE' },
      tariff: null,
    });
    const payment = await login(server, '+260 96 100 0003');
    expect(payment.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      user: { username: 'demo.payment' },
      tariff: { receivableId: expect.any(Number), criteriaId: 1 },
    });
    const otp = await login(server, '260951000004');
    expect(otp.body).toMatchObject({ status: 'OTP', user: { username: 'demo.otp' } });
    const registration = await login(server, '(097) 100-0005');
    expect(registration.body).toMatchObject({
      status: 'INCOMPLETE_REGISTRATION',
      user: { username: 'demo.registration' },
    });
  });

  it('keeps the GET login contract: the number goes in the username parameter', async () => {
    const query = new URLSearchParams({ username: '+260971000001', password: 'Demo-2026!' });
    const response = await call(`${server.memberApi}/login?${query}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'SUCCESSFUL',
      user: { username: 'demo.active' },
    });
  });

  it('refuses a suspended member by number as by user name', async () => {
    await database.execute("UPDATE users SET status = 'SUSPENDED' WHERE username = 'demo.editor'");
    try {
      const refused = await login(server, '0971000002');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: 'account_suspended' });
    } finally {
      await database.execute("UPDATE users SET status = 'ACTIVE' WHERE username = 'demo.editor'");
    }
  });

  it('answers a wrong password by a member’s number as a number nobody has', async () => {
    expect((await login(server, '0971000001')).status).toBe(200);
    for (const [typed, password] of [
      ['0971000001', 'wrong-password'],
      ['0977777001', 'Demo-2026!'],
    ]) {
      const response = await login(server, typed ?? '', password);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(WRONG_CREDENTIALS);
    }
  });
});

describe('a number that names no single account', () => {
  // An account named before applications refused another person's number as a user name.
  it('is one account’s user name and another’s number: it logs neither in', async () => {
    await addAccount('0971000006', '260963333555');
    const typed = await login(server, '0971000006');
    expect(typed.status).toBe(401);
    expect(typed.body).toEqual(WRONG_CREDENTIALS);
    // Each account still logs in by what names it alone.
    expect((await login(server, '0963333555')).body).toMatchObject({
      user: { username: '0971000006' },
    });
    expect((await login(server, 'demo.admin')).status).not.toBe(401);
  });

  it('is a user name and also the number of the name’s holder and another: neither', async () => {
    await addAccount('0955555777', '260955555777');
    await addAccount('sample.shared.number', '260955555777');
    expect((await login(server, '0955555777')).body).toEqual(WRONG_CREDENTIALS);
  });
});

describe('limits of a login by number', () => {
  it('counts failures by number against the account, so its user name is held back too', async () => {
    for (const typed of ['0951000004', '+260 95 100 0004', '260951000004']) {
      expect((await login(server, typed, 'wrong')).status).toBe(401);
    }
    const blocked = await login(server, 'demo.otp');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: 'rate_limited' });
  });

  it('counts an unknown number written in many ways as one, as a member’s number is', async () => {
    for (const typed of ['0977777002', '+260 97 777 7002', '260977777002']) {
      expect((await login(server, typed, 'wrong')).status).toBe(401);
    }
    expect((await login(server, '977777002', 'wrong')).status).toBe(429);
  });
});
