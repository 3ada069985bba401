import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
let member: string;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 3_600_000 });
  member = `/${app.config.apiPrefix}/api`;
  const { body } = await app.send(`${member}/login`, {
    method: 'POST',
    json: { username: 'demo.payment', password: 'Demo-2026!' },
  });
  token = body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const APPLICATION = {
  membershipType: 'associate_membership',
  username: 'plain.words',
  password: 'Kitwe-Clinic-2027',
  firstName: 'Sample',
  lastName: 'Applicant',
  nrcNumber: '400099/10/1',
  phoneNumber: '0977000099',
  professionalCategory: 'general',
  provinceId: 2,
  districtId: 12,
};

/** The 400's message for `path`, sent as the signed-in member. */
async function refusal(
  path: string,
  init: { method?: string; json?: unknown } = {},
  bearer = token,
) {
  const answer = await app.send(path, { ...init, headers: { authorization: `Bearer ${bearer}` } });
  expect(answer.status).toBe(400);
  expect(answer.body.error).toBe('validation_failed');
  return answer.body.message as string;
}

// Each refusal names its field (the forms put the words beside it) and says what is wrong in
// words, never zod's "Invalid option: expected one of ..." or "received NaN".
describe('refusals in plain words', () => {
  it('names the choices of an application a member picks from a list', async () => {
    const apply = (json: unknown) => refusal(`${member}/applications`, { method: 'POST', json });
    expect(await apply({ ...APPLICATION, membershipType: 'gold' })).toBe(
      'membershipType: Choose a membership type from the list',
    );
    expect(await apply({ ...APPLICATION, provinceId: 'Copperbelt' })).toBe(
      'provinceId: Choose your province from the list',
    );
    expect(await apply({ ...APPLICATION, districtId: 0 })).toBe(
      'districtId: Choose your district from the list',
    );
  });

  it('says which network to choose for a payment, and the district of a profile', async () => {
    expect(
      await refusal(`${member}/payments`, {
        method: 'POST',
        json: { receivableId: 1, network: 'VODAFONE', phoneNumber: '0971234567' },
      }),
    ).toBe('network: Choose the network of the number: MTN, Airtel or Zamtel');
    expect(
      await refusal(`${member}/profile`, {
        method: 'PUT',
        json: { email: null, districtId: 'Kitwe' },
      }),
    ).toBe('districtId: Choose your district from the list');
  });

  it('asks for a district from the list and an e-mail address when finishing a registration', async () => {
    const { body } = await app.send(`${member}/login`, {
      method: 'POST',
      json: { username: 'demo.registration', password: 'Demo-2026!' },
    });
    const particulars = {
      firstName: 'Sample',
      lastName: 'Applicant',
      email: 'sample.applicant@example.org',
      phoneNumber: '0977000098',
      nrcNumber: '400098/10/1',
      districtId: 'Kitwe',
    };
    expect(
      await refusal(
        `${member}/registration`,
        { method: 'POST', json: particulars },
        body.access_token,
      ),
    ).toBe('districtId: Choose your district from the list');
    expect(
      await refusal(
        `${member}/registration`,
        { method: 'POST', json: { ...particulars, email: 'sample at home', districtId: 12 } },
        body.access_token,
      ),
    ).toBe('email: Enter an e-mail address such as name@example.org');
  });

  it('says what a list’s limit must be', async () => {
    for (const path of [
      '/api/contents?limit=ten',
      '/api/news?limit=0',
      '/api/contents?limit=1.5',
    ]) {
      expect(await refusal(path)).toMatch(/^limit: must be a whole number from 1 to 100$/);
    }
  });

  it('words a number or an id that is none without zod’s terms', async () => {
    expect(await refusal(`${member}/receivables/abc`)).toBe('receivableId: must be a number');
    expect(await refusal(`${member}/payments/abc`)).toBe(
      'paymentId: is not an id this service gave',
    );
    expect(
      await refusal(`${member}/profile/phone/confirm`, { method: 'POST', json: { code: 123456 } }),
    ).toBe('code: must be text');
  });
});
