import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { loadMembershipConfig } from './membership-config';
import { LEGACY_STANDING } from './verify-routes';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {
    membership: {
      ...loadMembershipConfig({}, 'demo'),
      verifyLimitPerAddress: 1_000,
      verifyDailyLimitPerAddress: 5,
    },
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const verify = (number: string, address: string) =>
  app.app.request(
    `${api}/verify/${number}`,
    {},
    { incoming: { socket: { remoteAddress: address } } },
  );

describe('verifying membership numbers', () => {
  it('holds one address to a day’s look-ups, however slowly it reads the numbers', async () => {
    const [member] = (await database.execute(
      "SELECT membership_number AS n FROM users WHERE username = 'demo.active'",
    )) as { n: string }[];
    const number = member?.n ?? '';
    const harvester = '192.0.2.10';
    for (let lookUp = 1; lookUp <= 5; lookUp += 1) {
      const answer = await verify(lookUp % 2 ? number : `COAZ-00099${lookUp}`, harvester);
      expect([200, 404]).toContain(answer.status);
    }
    const refused = await verify(number, harvester);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address checking a card is not held back.
    const clinic = await verify(number, '198.51.100.7');
    expect(clinic.status).toBe(200);
  });
});

describe('a member on the roll from before online subscriptions', () => {
  it('is in good standing with the reason there is no date, not good standing for ever', async () => {
    const [member] = (await database.execute(
      "SELECT membership_number AS n FROM users WHERE username = 'demo.legacy'",
    )) as { n: string }[];
    const answer = await verify(member?.n ?? '', '198.51.100.20');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      goodStanding: boolean;
      goodStandingUntil: string | null;
      statement: string;
    };
    expect(body).toMatchObject({ goodStanding: true, goodStandingUntil: null });
    expect(body.statement).toBe(LEGACY_STANDING);
    expect(body.statement).toMatch(/no year paid online/);
  });
});

describe('what the public check says of the category', () => {
  it('marks a student’s category as the programme they train in, and a practitioner’s not', async () => {
    await database.execute(
      "UPDATE users SET membership_type = 'student_membership', professional_category = 'general' WHERE username = 'demo.editor'",
    );
    const numberOf = async (username: string) => {
      const [member] = (await database.execute(
        `SELECT membership_number AS n FROM users WHERE username = '${username}'`,
      )) as { n: string }[];
      return member?.n ?? '';
    };
    const student = await numberOf('demo.editor');
    const practitioner = await numberOf('demo.active');
    const studentAnswer = await verify(student, '198.51.100.30');
    expect(studentAnswer.status).toBe(200);
    expect(await studentAnswer.json()).toMatchObject({
      membershipType: 'Student Membership',
      professionalCategory: 'Clinical Officer General',
      inTraining: true,
    });
    const practitionerAnswer = await verify(practitioner, '198.51.100.31');
    expect(practitionerAnswer.status).toBe(200);
    expect(await practitionerAnswer.json()).toMatchObject({ inTraining: false });
  });
});
