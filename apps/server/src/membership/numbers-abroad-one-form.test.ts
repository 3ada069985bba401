import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMIT_TIME } from '../../test-support/rate-limit-clock';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { NO_COUNTRY_NUMBER_WORDS } from './member-phone-number';

// Security audit of numbers abroad (6 December 2026). A number under a code that names no
// country was refused only when a message was sent, after it was stored; a foreign number
// written with its home 0 (`+44 (0) 7700 900123`) was stored as another number than without it,
// so one phone could be two members' and login by it missed the member; naming an editor read
// only Zambian numbers; and number-change codes had no day's allowance, as reset codes have.

const HOUR_MS = 3_600_000;
let database: TestDatabase;
let app: TestApp;
let rateLimitNow = TEST_RATE_LIMIT_TIME;
const api = '/coaz/api';
const PASSWORD = 'Gaborone-Clinic-2027';
const tokens: Record<string, string> = {};

const apply = (json: Record<string, unknown>) =>
  app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'associate_membership',
      residence: 'abroad',
      password: PASSWORD,
      firstName: 'Sample',
      lastName: 'Abroad',
      country: 'United Kingdom',
      professionalCategory: 'general',
      ...json,
    },
  });

const askForCode = (token: string, phoneNumber: string, currentPassword = PASSWORD) =>
  app.send(`${api}/profile/phone`, {
    method: 'POST',
    token,
    json: { phoneNumber, currentPassword },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { rateLimitClock: () => rateLimitNow });
  for (const [username, phoneNumber, passportNumber] of [
    ['first.abroad', '+44 7700 900123', 'ZN 710101'],
    ['second.abroad', '+44 7700 900456', 'ZN 710102'],
  ] as const) {
    const applied = await apply({ username, phoneNumber, passportNumber });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  }
  // Both approved members now, holding their numbers against everyone else.
  await database.execute(
    "UPDATE users SET status = 'ACTIVE' WHERE username IN ('first.abroad', 'second.abroad')",
  );
  for (const username of ['first.abroad', 'second.abroad']) {
    const login = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username, password: PASSWORD },
    });
    tokens[username] = login.body.access_token;
  }
  const active = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.active', password: 'Demo-2026!' },
  });
  tokens.active = active.body.access_token;
  const admin = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.admin', password: 'Demo-2026!' },
  });
  tokens.admin = admin.body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('a number under a code that names no country', () => {
  it('is refused at /join, naming the field, and no account is opened', async () => {
    for (const phoneNumber of ['+882 16 1234 5678', '00979 1234 5678', '+870 771 234 567']) {
      const refused = await apply({
        username: 'pumping.applicant',
        phoneNumber,
        passportNumber: 'ZN 710199',
      });
      expectNoServerError(refused);
      expect(refused.status, phoneNumber).toBe(400);
      expect(refused.body.message).toBe(`phoneNumber: ${NO_COUNTRY_NUMBER_WORDS}`);
    }
    const rows = await database.execute(
      "SELECT id FROM users WHERE username = 'pumping.applicant'",
    );
    expect(rows).toEqual([]);
  });

  it('is refused as a new number in the profile, before any code is asked for', async () => {
    const refused = await askForCode(tokens['first.abroad'] ?? '', '+881 6 1234 5678');
    expectNoServerError(refused);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: 'validation_failed',
      message: `phoneNumber: ${NO_COUNTRY_NUMBER_WORDS}`,
    });
  });
});

describe('a foreign number written with its home 0', () => {
  it('is stored without it, as the same number written without it', async () => {
    const applied = await apply({
      username: 'home.zero',
      phoneNumber: '+44 (0) 7700 900789',
      passportNumber: 'ZN 710103',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const [row] = (await database.execute(
      "SELECT phone_number FROM users WHERE username = 'home.zero'",
    )) as { phone_number: string }[];
    expect(row?.phone_number).toBe('447700900789');
  });

  it('is another member’s number when that member gave it without the 0', async () => {
    const taken = await askForCode(tokens['second.abroad'] ?? '', '+44 (0)7700 900123');
    expectNoServerError(taken);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: 'phone_registered' });
  });

  it('logs the member in, in every way it is written', async () => {
    for (const username of ['+44 (0) 7700 900123', '+44 07700 900123', '0044 (0)7700-900123']) {
      const login = await app.send(`${api}/login`, {
        method: 'POST',
        json: { username, password: PASSWORD },
      });
      expect(login.status, username).toBe(200);
      expect(login.body).toMatchObject({ user: { username: 'first.abroad' } });
    }
  });
});

describe('naming an editor by a number abroad', () => {
  it('finds the member by their number with its country code, however written', async () => {
    for (const [typed, role] of [
      ['+44 (0) 7700 900456', 'editor'],
      ['0044 7700 900456', 'member'],
    ] as const) {
      const named = await app.send(`/api/members/${encodeURIComponent(typed)}/role`, {
        method: 'PUT',
        token: tokens.admin,
        json: { role },
      });
      expect(named.status, JSON.stringify(named.body)).toBe(200);
      expect(named.body).toMatchObject({ username: 'second.abroad', role });
    }
  });
});

describe('number-change codes one member can have sent', () => {
  it('are five an hour and ten a day, and a burst in one hour does not spend the day', async () => {
    const statuses: number[][] = [];
    for (let hour = 0; hour < 3; hour += 1) {
      rateLimitNow = TEST_RATE_LIMIT_TIME + hour * HOUR_MS;
      const inHour: number[] = [];
      // Seven requests in the hour: two past its five, which must not count in the day.
      for (let request = 0; request < 7; request += 1) {
        inHour.push((await askForCode(tokens.active ?? '', '0971 999 001', 'Demo-2026!')).status);
      }
      statuses.push(inHour);
    }
    const allowedHour = [202, 202, 202, 202, 202, 429, 429];
    expect(statuses).toEqual([allowedHour, allowedHour, [429, 429, 429, 429, 429, 429, 429]]);
    // The next day the member can be sent codes again.
    rateLimitNow = TEST_RATE_LIMIT_TIME + 24 * HOUR_MS;
    expect((await askForCode(tokens.active ?? '', '0971 999 001', 'Demo-2026!')).status).toBe(202);
  });
});

describe('number-change codes one address can have sent', () => {
  it('are thirty a day, whichever accounts ask: an application opens an account, so ten an account was no bound', async () => {
    const askers = [
      [tokens['first.abroad'], '+44 7700 900777', PASSWORD],
      [tokens['second.abroad'], '+44 7700 900888', PASSWORD],
      [tokens.active, '0971 999 002', 'Demo-2026!'],
      [tokens.admin, '0971 999 003', 'Demo-2026!'],
    ] as const;
    const statuses: number[] = [];
    // A day no other test has used, each account within its own five an hour and ten a day.
    for (let hour = 0; hour < 2; hour += 1) {
      rateLimitNow = TEST_RATE_LIMIT_TIME + 96 * HOUR_MS + hour * HOUR_MS;
      for (const [token, number, password] of askers) {
        for (let request = 0; request < 5; request += 1) {
          statuses.push((await askForCode(token ?? '', number, password)).status);
        }
      }
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    // The next day the address may again.
    rateLimitNow = TEST_RATE_LIMIT_TIME + 120 * HOUR_MS;
    expect((await askForCode(tokens.active ?? '', '0971 999 002', 'Demo-2026!')).status).toBe(202);
  });
});

describe('reset codes one address can have texted abroad', () => {
  it('are thirty a day, whichever accounts they are for: each application opens one with a number abroad', async () => {
    // A day no other test has used: four applicants abroad, each asked for within its own five
    // an hour and ten a day, twenty requests an hour (the address's hourly allowance).
    const start = TEST_RATE_LIMIT_TIME + 240 * HOUR_MS;
    rateLimitNow = start;
    const applicants = ['311', '312', '313', '314'].map((end) => ({
      username: `reset.abroad.${end}`,
      phone: `447700900${end}`,
    }));
    for (const [index, { username, phone }] of applicants.entries()) {
      const applied = await apply({
        username,
        phoneNumber: `+${phone}`,
        passportNumber: `ZN 7203${index}`,
      });
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    }
    const sent = async () => {
      await app.services.background.settled();
      let count = 0;
      for (const { phone } of applicants) {
        const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
        count += (outbox.body.items as { body: string }[]).filter((item) =>
          /password reset code/.test(item.body),
        ).length;
      }
      return count;
    };
    for (let hour = 0; hour < 2; hour += 1) {
      rateLimitNow = start + hour * HOUR_MS;
      for (const { username } of applicants) {
        for (let request = 0; request < 5; request += 1) {
          const asked = await app.send(`${api}/password/recovery`, {
            method: 'POST',
            json: { login: username },
          });
          expect(asked.status).toBe(202);
        }
      }
      // Sent within its hour: the allowances are counted when the code is sent.
      await app.services.background.settled();
    }
    expect(await sent()).toBe(30);
    // The next day the address may again.
    rateLimitNow = start + 24 * HOUR_MS;
    await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: applicants[0]?.username },
    });
    expect(await sent()).toBe(31);
  });
});
