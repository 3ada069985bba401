import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

/** Logs `username` in, pays its unpaid fee from `phoneNumber` on `network`, and answers the summary. */
async function payFee(username: string, network: string, phoneNumber: string) {
  const pending = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username, password: 'Demo-2026!' },
  });
  expect(pending.body.status).toBe('PENDING_PAYMENT');
  const started = await app.send(`${api}/payments`, {
    method: 'POST',
    token: pending.body.access_token,
    json: { receivableId: pending.body.tariff.receivableId, network, phoneNumber },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const paid = await app.send(`${api}/payments/${started.body.paymentId}`, {
    token: pending.body.access_token,
  });
  expect(paid.body.status).toBe('CONFIRMED');
  return (await app.send(`${api}/membership`, { token: paid.body.access_token })).body;
}

describe('a member with no membership type recorded who pays a fee', () => {
  it('gets the type the fee was for, so the card and the verification page name it', async () => {
    // demo.payment, like a member of the old follow-up, owes the practising criterion's fee and
    // had no type: paid, the card said "Type: Member" and the verification page named none.
    const summary = await payFee('demo.payment', 'MTN', '0961000003');
    expect(summary).toMatchObject({
      status: 'ACTIVE',
      membershipNumber: expect.stringMatching(/^COAZ-\d{6}$/),
      membershipType: 'full_membership',
      membershipTypeName: 'Full Membership',
    });
    const checked = await app.send(`${api}/verify/${summary.membershipNumber}`);
    expect(checked.body).toMatchObject({ membershipType: 'Full Membership' });

    // One who paid before payments recorded the type is named by the fee they are billed, too.
    await database.execute(
      "UPDATE users SET membership_type = NULL WHERE username = 'demo.payment'",
    );
    const again = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.payment', password: 'Demo-2026!' },
    });
    const shown = await app.send(`${api}/membership`, { token: again.body.access_token });
    expect(shown.body).toMatchObject({ membershipTypeName: 'Full Membership' });
    const checkedAgain = await app.send(`${api}/verify/${summary.membershipNumber}`);
    expect(checkedAgain.body).toMatchObject({ membershipType: 'Full Membership' });
  });

  it('gets student membership for the student criterion’s fee, and a recorded type is kept', async () => {
    await database.execute(
      `INSERT INTO users (username, password_hash, status, role)
       SELECT username, password_hash, 'PENDING_PAYMENT', 'member'
         FROM (VALUES ('old.student'), ('typed.member')) AS named(username),
              (SELECT password_hash FROM users WHERE username = 'demo.active') AS demo`,
    );
    await database.execute(
      "UPDATE users SET membership_type = 'associate_membership' WHERE username = 'typed.member'",
    );
    await database.execute(
      `INSERT INTO receivables (user_id, criteria_id, amount_ngwee, description)
       SELECT id, 2, 10000, 'Student clinical officer: annual subscription'
         FROM users WHERE username IN ('old.student', 'typed.member')`,
    );
    expect(await payFee('old.student', 'AIRTEL', '0971230001')).toMatchObject({
      membershipType: 'student_membership',
      membershipTypeName: 'Student Membership',
    });
    expect(await payFee('typed.member', 'AIRTEL', '0971230002')).toMatchObject({
      membershipType: 'associate_membership',
    });
  });
});
