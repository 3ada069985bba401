import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Applications sent at the same moment all pass the user name look-up before any is written; the
// database's unique index refuses the others. Those refusals must say which field is taken, as a
// refusal one at a time does, so the form can show it beside that field. An NRC number is held
// by members only, so applications awaiting review may share one (`shared-numbers.test.ts`).

let database: TestDatabase;
let app: TestApp;
let districtId = 0;
const api = '/coaz/api';

function application(index: number, overrides: Record<string, unknown>) {
  return {
    membershipType: 'affiliate_membership',
    username: `applicant.${index}`,
    password: 'Kitwe-Clinic-2027',
    firstName: 'Sample',
    lastName: 'Applicant',
    nrcNumber: `30000${index}/11/1`,
    phoneNumber: `097700000${index}`,
    provinceId: 2,
    districtId,
    ...overrides,
  };
}

async function applyAtOnce(bodies: Record<string, unknown>[]) {
  const answers = await Promise.all(
    bodies.map((json) => app.send(`${api}/applications`, { method: 'POST', json })),
  );
  return answers.map((answer) => `${answer.status} ${answer.body.error ?? ''}`.trim()).sort();
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('simultaneous applications', () => {
  it('with one user name: one account, the others told the user name is taken', async () => {
    const bodies = [1, 2, 3].map((index) => application(index, { username: 'same.name' }));
    expect(await applyAtOnce(bodies)).toEqual(['201', '409 username_taken', '409 username_taken']);
  });

  it('with one NRC number that no member has: each taken, for the review to tell them apart', async () => {
    const bodies = [4, 5, 6].map((index) => application(index, { nrcNumber: '400000/11/1' }));
    expect(await applyAtOnce(bodies)).toEqual(['201', '201', '201']);
  });
});
