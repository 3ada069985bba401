import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// A member living outside Zambia (README, "What each applicant is asked for") has a country and
// no district, and a number with any country code: "Change my details" asked them for a Zambian
// district and refused any number but a Zambian one. Members in Zambia keep the Zambian rules.

let database: TestDatabase;
let app: TestApp;
let abroadToken = '';
let zambiaToken = '';
let districtId = 0;
const api = '/coaz/api';
const PASSWORD = 'Gaborone-Clinic-2027';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
  const applied = await app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'associate_membership',
      residence: 'abroad',
      username: 'profile.abroad',
      password: PASSWORD,
      firstName: 'Sample',
      lastName: 'Abroad',
      passportNumber: 'ZN 700001',
      phoneNumber: '+267 72 809 321',
      country: 'Botswana',
      professionalCategory: 'general',
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  abroadToken = applied.body.access_token;
  const login = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.active', password: 'Demo-2026!' },
  });
  zambiaToken = login.body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const saveDetails = (token: string, json: Record<string, unknown>) =>
  app.send(`${api}/profile`, { method: 'PUT', token, json });
const askForCode = (token: string, phoneNumber: string, currentPassword: string) =>
  app.send(`${api}/profile/phone`, {
    method: 'POST',
    token,
    json: { phoneNumber, currentPassword },
  });

describe('the details of a member living outside Zambia', () => {
  it('show the country and no district', async () => {
    const profile = await app.send(`${api}/profile`, { token: abroadToken });
    expect(profile.body).toMatchObject({
      phoneNumber: '26772809321',
      country: 'Botswana',
      districtId: null,
    });
  });

  it('save a new country without any district', async () => {
    const saved = await saveDetails(abroadToken, { email: null, country: ' South Africa ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ country: 'South Africa', districtId: null });
  });

  it('refuse, as JSON naming the field, a missing country', async () => {
    for (const json of [
      { email: null },
      { email: null, country: ' ' },
      { email: null, districtId },
    ]) {
      const refused = await saveDetails(abroadToken, json);
      expectNoServerError(refused);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^country: /);
    }
  });

  it('take a new number with its country code, confirmed by the code sent to it', async () => {
    const asked = await askForCode(abroadToken, '+27 82 123 4567', PASSWORD);
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const outbox = await app.send('/api/dev/outbox?to=27821234567');
    const code = /\d{6}/.exec(outbox.body.items.at(-1)?.body ?? '')?.[0];
    const confirmed = await app.send(`${api}/profile/phone/confirm`, {
      method: 'POST',
      token: abroadToken,
      json: { code },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.phoneNumber).toBe('27821234567');
  });

  it('refuse, before the password is looked at, a number without its country code', async () => {
    const refused = await askForCode(abroadToken, '82 123 4567', 'not-the-password');
    expectNoServerError(refused);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^phoneNumber: .*country code/);
  });
});

describe('the details of a member in Zambia', () => {
  it('still need a district, and no country is kept', async () => {
    const { email } = (await app.send(`${api}/profile`, { token: zambiaToken })).body;
    const refused = await saveDetails(zambiaToken, { email });
    expectNoServerError(refused);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^districtId: /);
    const saved = await saveDetails(zambiaToken, {
      email,
      districtId,
      country: 'Botswana',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ districtId, country: null });
  });

  it('still take only a Zambian mobile number', async () => {
    const refused = await askForCode(zambiaToken, '+27 82 123 4568', 'Demo-2026!');
    expectNoServerError(refused);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^phoneNumber: .*Zambian/);
  });
});
