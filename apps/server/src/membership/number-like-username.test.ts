import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';
// Demo Active Member's mobile number, as the outbox names it and as a person types it.
const MEMBER_NUMBER = '260971000001';
const MEMBER_NUMBER_TYPED = '0971000001';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const application = (username: string, phoneNumber: string, nrcNumber: string) => ({
  membershipType: 'affiliate_membership',
  username,
  password: 'Sample-Applicant-2026',
  firstName: 'Sample',
  lastName: 'Applicant',
  nrcNumber,
  phoneNumber,
  provinceId: 1,
  districtId: 5,
});

const apply = (body: ReturnType<typeof application>) =>
  app.send(`${api}/applications`, {
    method: 'POST',
    json: body,
    headers: { 'sec-fetch-site': 'same-origin' },
  });

const messagesTo = async (phone: string): Promise<string[]> => {
  await app.services.background.settled();
  const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
  return outbox.body.items.map((item: { body: string }) => item.body);
};

describe('a user name that reads as a mobile number', () => {
  // Before, an applicant named 0971000001 got every reset code the number's owner asked for by
  // number, on the applicant's own phone, and the owner got none.
  it('is refused when it is another person’s number, and the applicant is told why', async () => {
    const answer = await apply(application(MEMBER_NUMBER_TYPED, '0962222333', '111111/11/1'));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('validation_failed');
    expect(answer.body.message).toMatch(
      /^username: A user name that is a mobile number must be your own/,
    );
  });

  it('is taken when it is the applicant’s own number', async () => {
    const answer = await apply(application('0962222444', '+260 96 222 2444', '222222/22/2'));
    expect(answer.body).toMatchObject({ status: 'INCOMPLETE_REGISTRATION' });
    expect(answer.status).toBe(201);
  });

  // A number abroad reads as a number at login too (`0044…`), so it is held to the same rule.
  it('is refused when it is another person’s number abroad, and taken when it is one’s own', async () => {
    const abroad = (username: string, phoneNumber: string, passportNumber: string) =>
      app.send(`${api}/applications`, {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        json: {
          membershipType: 'associate_membership',
          residence: 'abroad',
          username,
          password: 'Sample-Applicant-2026',
          firstName: 'Sample',
          lastName: 'Applicant',
          passportNumber,
          phoneNumber,
          country: 'Botswana',
          professionalCategory: 'general',
        },
      });
    const refused = await abroad('0026772809555', '+267 72 809 556', 'ZN 800001');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^username: A user name that is a mobile number must be your own/,
    );
    const taken = await abroad('0026772809557', '+267 72 809 557', 'ZN 800002');
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  // An account written before the check, or whose holder later changed number, may still have
  // such a name: the number then names neither account, rather than the name's holder.
  it('already on an account sends neither account a code when the number is asked for', async () => {
    await database.execute(
      `INSERT INTO users (username, password_hash, status, role, phone_number)
       SELECT $1, password_hash, 'ACTIVE', 'member', '260963333555' FROM users WHERE username = 'demo.active'`,
      [MEMBER_NUMBER_TYPED],
    );
    const before = (await messagesTo('260963333555')).length;
    const asked = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: MEMBER_NUMBER_TYPED },
    });
    expect(asked.status).toBe(202);
    expect(await messagesTo('260963333555')).toHaveLength(before);
    expect((await messagesTo(MEMBER_NUMBER)).join('\n')).not.toMatch(/reset code/);
    // Each account is still found by what names it alone.
    await app.send(`${api}/password/recovery`, { method: 'POST', json: { login: 'demo.active' } });
    expect((await messagesTo(MEMBER_NUMBER)).join('\n')).toMatch(/reset code/);
  });
});
