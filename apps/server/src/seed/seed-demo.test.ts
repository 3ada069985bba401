import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer } from '../../test-support/test-server';
import { DEMO_CONTENTS } from './seed-demo';

describe('the demo notices', () => {
  it('promise no CPD log on the dashboard, which the site does not have', () => {
    const cpd = DEMO_CONTENTS.filter((notice) => /CPD|professional development/i.test(notice.body));
    expect(cpd).not.toHaveLength(0);
    for (const notice of cpd) expect(notice.body).not.toMatch(/dashboard/i);
  });
});

describe('the demo fee awaiting payment', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
  });

  // demo.payment's fee read "Practising clinical officer: annual subscription 2026" (the fee
  // criterion's name and a calendar year it does not cover) while every fee an approval bills
  // names the membership type, so a member saw the one fee under two names.
  it('is named as an approval names a first subscription', async () => {
    database = await createTestDatabase();
    // A demo start seeds it, as `npm start` does.
    await (await startTestServer(database)).close();
    const fees = (await database.execute(
      "SELECT r.description FROM receivables r JOIN users u ON u.id = r.user_id WHERE u.username = 'demo.payment'",
    )) as { description: string }[];
    expect(fees.map((fee) => fee.description)).toEqual([
      'Full Membership: annual subscription, a year from the day it is paid',
    ]);
  });
});
