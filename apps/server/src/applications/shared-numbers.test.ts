import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { loadMembershipConfig } from '../membership/membership-config';

// Nothing proves at application time that the mobile or NRC number typed is the applicant's, so
// a stranger who applied with someone else's must not keep its owner from applying: applications
// awaiting review share numbers, the review shows it, and approval refuses a member's number.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let districtId = 0;
const api = '/coaz/api';

function apply(username: string, numbers: { phoneNumber: string; nrcNumber: string }) {
  return app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'affiliate_membership',
      username,
      password: 'Kitwe-Clinic-2027',
      firstName: 'Sample',
      lastName: username.replace('.', ' '),
      provinceId: 2,
      districtId,
      ...numbers,
    },
  });
}

async function applied(username: string, numbers: { phoneNumber: string; nrcNumber: string }) {
  const answer = await apply(username, numbers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.application.id as number;
}

const approve = (applicationId: number) =>
  app.send(`${api}/admin/applications/${applicationId}/approve`, {
    method: 'POST',
    token: adminToken,
  });

const review = (applicationId: number) =>
  app.send(`${api}/admin/applications/${applicationId}`, { token: adminToken });

const login = (username: string) =>
  app.send(`${api}/login`, {
    method: 'POST',
    json: { username, password: 'Kitwe-Clinic-2027' },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  // One address sends every application here, more than the hourly allowance of one.
  app = await startTestApp(database, {
    membership: { ...loadMembershipConfig({}, 'demo'), applicationLimitPerAddress: 100 },
  });
  adminToken = (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    })
  ).body.access_token;
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('an application that gives a number another application gave first', () => {
  const numbers = { phoneNumber: '0977 301 001', nrcNumber: '301001/11/1' };
  let strangerApplication = 0;
  let ownerApplication = 0;

  it('is taken, so the stranger who typed the number first blocks nobody', async () => {
    const first = await apply('first.typist', numbers);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Application received.');
    strangerApplication = first.body.application.id;
    const owner = await apply('number.owner', {
      phoneNumber: '+260977301001',
      nrcNumber: numbers.nrcNumber,
    });
    expect(owner.status, JSON.stringify(owner.body)).toBe(201);
    ownerApplication = owner.body.application.id;
    // Login by the number now names neither, so the applicant is told to use the user name.
    expect(owner.body.message).toBe(
      'Application received. Another application gives the same mobile number, so until the secretariat decides whose it is, log in with your user name, number.owner.',
    );
  });

  it('is shown with the other in the review, number by number', async () => {
    const owner = await review(ownerApplication);
    expect(owner.status).toBe(200);
    expect(owner.body.sharedNumbers).toEqual(
      ['phoneNumber', 'nrcNumber'].map((number) => ({
        number,
        name: 'Sample first typist',
        username: 'first.typist',
        member: false,
        membershipNumber: null,
        applicationId: strangerApplication,
        applicationStatus: 'SUBMITTED',
      })),
    );
    const listed = await app.send(`${api}/admin/applications`, { token: adminToken });
    const stranger = (listed.body.items as { id: number; sharedNumbers: unknown[] }[]).find(
      (item) => item.id === strangerApplication,
    );
    expect(stranger?.sharedNumbers).toMatchObject([
      { number: 'phoneNumber', username: 'number.owner', applicationId: ownerApplication },
      { number: 'nrcNumber', username: 'number.owner', applicationId: ownerApplication },
    ]);
  });

  it('leaves the number naming neither applicant until one is approved; each logs in by name', async () => {
    expect((await login('0977301001')).status).toBe(401);
    expect((await login('number.owner')).body.status).toBe('INCOMPLETE_REGISTRATION');
    expect((await login('first.typist')).body.status).toBe('INCOMPLETE_REGISTRATION');
  });

  it('once approved, holds the number: login by it names the member, and the other cannot be approved', async () => {
    expect((await approve(ownerApplication)).status).toBe(200);
    const byNumber = await login('0977 301 001');
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toMatchObject({
      status: 'PENDING_PAYMENT',
      user: { username: 'number.owner' },
    });

    const refused = await approve(strangerApplication);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('phone_registered');
    expect(refused.body.message).toMatch(/^A member already has this mobile number/);
    const stranger = await review(strangerApplication);
    expect(stranger.body.status).toBe('SUBMITTED');
    expect(stranger.body.sharedNumbers[0]).toMatchObject({
      number: 'phoneNumber',
      username: 'number.owner',
      member: true,
      membershipNumber: expect.stringMatching(/^COAZ-\d{6}$/),
      applicationStatus: 'APPROVED',
    });
  });

  it('refuses a later application with a member’s number, as before', async () => {
    const byPhone = await apply('late.comer', {
      phoneNumber: '0977301001',
      nrcNumber: '301002/11/1',
    });
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.error).toBe('phone_registered');
    const byNrc = await apply('late.comer', {
      phoneNumber: '0977301002',
      nrcNumber: numbers.nrcNumber,
    });
    expect(byNrc.status).toBe(409);
    expect(byNrc.body.error).toBe('nrc_registered');
    // A mistyped digit makes a number someone else's: checking it comes before logging in.
    expect(byNrc.body.message).toMatch(
      /^nrcNumber: an account already has this NRC number: check it against your card.*; if it is yours, log in/,
    );
  });

  it('refuses to approve an application whose NRC number alone a member has', async () => {
    const pending = await database.execute(
      "UPDATE users SET phone_number = '260977301003' WHERE username = 'first.typist' RETURNING id",
    );
    expect(pending).toHaveLength(1);
    const refused = await approve(strangerApplication);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('nrc_registered');
    expect((await review(strangerApplication)).body.status).toBe('SUBMITTED');
  });
});

describe('approving at once two applications that share a number', () => {
  it('with one mobile number: approves one, refuses the other', async () => {
    const ids = [
      await applied('same.phone.1', { phoneNumber: '0977302001', nrcNumber: '302001/11/1' }),
      await applied('same.phone.2', { phoneNumber: '0977302001', nrcNumber: '302002/11/1' }),
    ];
    const answers = await Promise.all(ids.map(approve));
    expect(
      answers.map((answer) => `${answer.status} ${answer.body.error ?? ''}`.trim()).sort(),
    ).toEqual(['200', '409 phone_registered']);
  });

  it('with one NRC number: approves one, refuses the other', async () => {
    const ids = [
      await applied('same.nrc.1', { phoneNumber: '0977303001', nrcNumber: '303001/11/1' }),
      await applied('same.nrc.2', { phoneNumber: '0977303002', nrcNumber: '303001/11/1' }),
    ];
    const answers = await Promise.all(ids.map(approve));
    expect(
      answers.map((answer) => `${answer.status} ${answer.body.error ?? ''}`.trim()).sort(),
    ).toEqual(['200', '409 nrc_registered']);
    const members = (await database.execute(
      "SELECT count(*)::int AS n FROM users WHERE nrc_number = '303001/11/1' AND status <> 'INCOMPLETE_REGISTRATION'",
    )) as { n: number }[];
    expect(members[0]?.n).toBe(1);
  });
});

describe('an applicant whose user name is their own number', () => {
  it('still logs in by it when a later application gives the same number', async () => {
    await applied('0977304001', { phoneNumber: '0977304001', nrcNumber: '304001/11/1' });
    await applied('someone.else', { phoneNumber: '0977304001', nrcNumber: '304002/11/1' });
    const byName = await login('0977304001');
    expect(byName.status).toBe(200);
    expect(byName.body.user.username).toBe('0977304001');
  });
});

describe('an application named with a number a member comes to hold', () => {
  // Anyone may apply naming themselves with a number no member holds yet and giving it as their
  // own; once its owner is approved with it, the login by that number read both accounts and
  // named neither, so the member could never log in or recover by their own number.
  it('leaves login by the number to the member', async () => {
    await applied('0977306001', { phoneNumber: '0977306001', nrcNumber: '306001/11/1' });
    const owner = await applied('true.owner', {
      phoneNumber: '0977306001',
      nrcNumber: '306002/11/1',
    });
    expect((await approve(owner)).status).toBe(200);
    const byNumber = await login('0977306001');
    expect(byNumber.status, JSON.stringify(byNumber.body)).toBe(200);
    expect(byNumber.body.user.username).toBe('true.owner');

    const asked = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: '0977306001' },
    });
    expect(asked.status).toBe(202);
    await app.services.background.settled();
    const outbox = await app.send('/api/dev/outbox?to=260977306001');
    expect(outbox.body.items.map((item: { body: string }) => item.body).join('\n')).toMatch(
      /your password reset code is \d{6}/,
    );
  });
});
