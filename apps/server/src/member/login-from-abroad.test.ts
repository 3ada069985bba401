import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Associates and affiliates living outside Zambia join with a number that has its country code
// (README, "What each applicant is asked for"). Login and recovery by number read only Zambian
// numbers, so such a member had to remember their user name; now a number with its country code
// names them as a Zambian one names a member at home, with the same outcomes and limits.

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';
const PASSWORD = 'Gaborone-Clinic-2027';
const WRONG_CREDENTIALS = {
  error: 'invalid_credentials',
  message: 'Incorrect username or password',
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { loginLimitPerUser: 3 });
  const applied = await app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'associate_membership',
      residence: 'abroad',
      username: 'login.abroad',
      password: PASSWORD,
      firstName: 'Sample',
      lastName: 'Abroad',
      passportNumber: 'ZN 700101',
      phoneNumber: '+44 7700 900123',
      country: 'United Kingdom',
      professionalCategory: 'general',
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  // An approved member abroad, on the number they gave.
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role, phone_number, country)
     SELECT 'member.abroad', password_hash, 'ACTIVE', 'member', '26771000055', 'Botswana'
     FROM users WHERE username = 'login.abroad'`,
  );
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const login = (username: string, password = PASSWORD) =>
  app.send(`${api}/login`, { method: 'POST', json: { username, password } });

describe('login by a number with its country code', () => {
  it('names the member abroad however the number is written', async () => {
    for (const typed of [
      '+44 7700 900123',
      '0044 7700 900123',
      '+44-7700-900123',
      '+447700900123',
    ]) {
      const answer = await login(typed);
      expect(answer.status, typed).toBe(200);
      expect(answer.body).toMatchObject({
        status: 'INCOMPLETE_REGISTRATION',
        user: { username: 'login.abroad' },
      });
    }
    expect((await login('00267 71 000 055')).body).toMatchObject({
      status: 'SUCCESSFUL',
      user: { username: 'member.abroad' },
    });
  });

  it('keeps every Zambian form, also by GET', async () => {
    for (const typed of ['0971000001', '971000001', '+260 97 100 0001', '00260971000001']) {
      const answer = await login(typed, 'Demo-2026!');
      expect(answer.body, typed).toMatchObject({ user: { username: 'demo.active' } });
    }
    const query = new URLSearchParams({ username: '+267 71 000 055', password: PASSWORD });
    expect((await app.send(`${api}/login?${query}`)).body).toMatchObject({
      user: { username: 'member.abroad' },
    });
  });

  it('answers a wrong password, a number nobody has and one without its country code alike', async () => {
    for (const [typed, password] of [
      ['+44 7700 900123', 'wrong-password'],
      ['+44 7700 900777', PASSWORD],
      ['7700 900123', PASSWORD],
    ]) {
      const answer = await login(typed ?? '', password);
      expect(answer.status, typed).toBe(401);
      expect(answer.body).toEqual(WRONG_CREDENTIALS);
    }
  });
});

describe('limits of a login by a number abroad', () => {
  it('counts failures by the number against the account, so its user name is held back too', async () => {
    for (const typed of ['+267 71 000 055', '0026771000055', '+267-71-000-055']) {
      expect((await login(typed, 'wrong')).status).toBe(401);
    }
    expect((await login('member.abroad')).status).toBe(429);
  });

  it('counts an unknown number written in many ways as one, as a member’s number is', async () => {
    for (const typed of ['+44 7700 900999', '0044 7700 900999', '+44 (7700) 900-999']) {
      expect((await login(typed, 'wrong')).status).toBe(401);
    }
    expect((await login('0044.7700.900.999', 'wrong')).status).toBe(429);
  });
});

describe('password recovery by a number abroad', () => {
  it('sends the code to the member’s number with its country code', async () => {
    const asked = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: '0044 7700 900123' },
    });
    expect(asked.status).toBe(202);
    await app.services.background.settled();
    const outbox = await app.send('/api/dev/outbox?to=447700900123');
    expect(outbox.body.items.at(-1)?.body).toMatch(/password reset code is \d{6}/);
  });
});
