import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// What each applicant is asked for (README, "What each applicant is asked for"): an associate
// practising outside Zambia and an institution applying for affiliate membership have no district,
// and may have no NRC or Zambian number, and are taken; everyone else is asked as before.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let districtId = 0;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
  const login = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.admin', password: 'Demo-2026!' },
  });
  adminToken = login.body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const apply = (json: Record<string, unknown>) =>
  app.send(`${api}/applications`, { method: 'POST', json });

const abroad = (index: number, changes: Record<string, unknown> = {}) => ({
  membershipType: 'associate_membership',
  residence: 'abroad',
  username: `abroad.${index}`,
  password: 'Gaborone-Clinic-2027',
  firstName: 'Sample',
  lastName: 'Abroad',
  passportNumber: `zn ${String(index).padStart(6, '0')}`,
  phoneNumber: `+267 71 ${String(index).padStart(6, '0')}`,
  country: 'Botswana',
  professionalCategory: 'general',
  ...changes,
});

const institution = (index: number, changes: Record<string, unknown> = {}) => ({
  membershipType: 'affiliate_membership',
  applicantKind: 'organisation',
  username: `institution.${index}`,
  password: 'Ndola-Institute-2027',
  firstName: 'Sample',
  lastName: 'Contact',
  organisationName: `Sample Health Institute ${index}`,
  organisationRegistration: `PACRA 1200${index}`,
  email: `admissions${index}@example.org`,
  phoneNumber: `097300000${index}`,
  provinceId: 2,
  districtId,
  ...changes,
});

async function reviewed(applicationId: number) {
  const answer = await app.send(`${api}/admin/applications/${applicationId}`, {
    token: adminToken,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('an associate practising outside Zambia', () => {
  it('applies with a passport, a foreign number and the country, and is approved', async () => {
    const answer = await apply(abroad(1));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const application = await reviewed(answer.body.application.id);
    expect(application.applicant).toMatchObject({
      nrcNumber: null,
      passportNumber: 'ZN000001',
      phoneNumber: '26771000001',
      country: 'Botswana',
      districtId: null,
      organisationName: null,
    });
    const approved = await app.send(
      `${api}/admin/applications/${answer.body.application.id}/approve`,
      { method: 'POST', token: adminToken },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // Mobile money cannot reach a Botswana number: the dashboard says how to pay instead.
    const summary = await app.send(`${api}/membership`, { token: answer.body.access_token });
    expect(summary.body.status).toBe('PENDING_PAYMENT');
    expect(summary.body.todo).toEqual([
      {
        kind: 'pay',
        message: expect.stringContaining(
          'Mobile money needs a Zambian number: someone in Zambia can pay for you from theirs',
        ),
      },
    ]);
  });

  it('may give an NRC number instead of a passport, and a Zambian number kept abroad', async () => {
    const answer = await apply(
      abroad(2, { passportNumber: '', nrcNumber: '600002101', phoneNumber: '0977000002' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const application = await reviewed(answer.body.application.id);
    expect(application.applicant).toMatchObject({
      nrcNumber: '600002/10/1',
      passportNumber: null,
      phoneNumber: '260977000002',
    });
  });

  it('is refused, field by field, what it lacks', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ passportNumber: undefined }, 'passportNumber: Enter your passport number, or your NRC'],
      [{ passportNumber: '#?' }, 'passportNumber: Enter the passport number as printed'],
      [{ country: '' }, 'country: Enter the country where you live'],
      [{ phoneNumber: '71000003' }, 'phoneNumber: Enter your mobile number with its country code'],
      [{ phoneNumber: '+260 211 000003' }, 'phoneNumber: Enter your mobile number with its'],
      [{ residence: 'mars' }, 'residence: Say whether you are in Zambia or outside it'],
      [{ membershipType: 'full_membership', hpczNumber: 'CO-3' }, 'residence: Only associate'],
      [{ membershipType: 'student_membership' }, 'residence: Only associate and affiliate'],
    ];
    for (const [changes, message] of cases) {
      const answer = await apply(abroad(3, changes));
      expectNoServerError(answer);
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });

  it('is refused a passport number a member has', async () => {
    const first = await apply(abroad(4));
    await app.send(`${api}/admin/applications/${first.body.application.id}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    const second = await apply(abroad(5, { passportNumber: 'ZN-000004' }));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: 'passport_registered',
      message: expect.stringMatching(
        /^passportNumber: an account already has this passport number: check it against your passport; if it is yours, log in/,
      ),
    });
  });

  // Two applications awaiting review may give one passport number (neither is a member yet), as
  // they may one NRC number: the review showed only shared mobile and NRC numbers, and approval
  // made both of them members with the passport.
  it('shares a passport number with another application in the review, and is not approved with a member’s', async () => {
    const first = await apply(abroad(7));
    const second = await apply(abroad(8, { passportNumber: 'ZN 000007' }));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const before = await reviewed(second.body.application.id);
    expect(before.sharedNumbers).toEqual([
      expect.objectContaining({
        number: 'passportNumber',
        username: 'abroad.7',
        member: false,
        applicationId: first.body.application.id,
      }),
    ]);
    const approved = await app.send(
      `${api}/admin/applications/${first.body.application.id}/approve`,
      { method: 'POST', token: adminToken },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await reviewed(second.body.application.id)).sharedNumbers).toEqual([
      expect.objectContaining({ number: 'passportNumber', username: 'abroad.7', member: true }),
    ]);
    const refused = await app.send(
      `${api}/admin/applications/${second.body.application.id}/approve`,
      { method: 'POST', token: adminToken },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'passport_registered',
      message: expect.stringContaining('A member already has this passport number'),
    });
    expect((await reviewed(second.body.application.id)).status).toBe('SUBMITTED');
  });

  it('takes the same fields as a multipart form', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(abroad(6))) form.set(name, String(value));
    form.set('districtId', '');
    form.set('provinceId', '');
    const answer = await app.send(`${api}/applications`, { method: 'POST', body: form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
});

describe('an institution applying for affiliate membership', () => {
  it('applies through its contact person, with no NRC, and the secretariat sees its name', async () => {
    // An NRC typed before choosing "an organisation" is not the institution's: it is not kept.
    const answer = await apply(institution(1, { nrcNumber: '700001/10/1' }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const application = await reviewed(answer.body.application.id);
    expect(application.applicant).toMatchObject({
      firstName: 'Sample',
      lastName: 'Contact',
      organisationName: 'Sample Health Institute 1',
      organisationRegistration: 'PACRA 12001',
      nrcNumber: null,
      passportNumber: null,
      professionalCategory: null,
      email: 'admissions1@example.org',
      districtId,
    });
    const approved = await app.send(
      `${api}/admin/applications/${answer.body.application.id}/approve`,
      { method: 'POST', token: adminToken },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it('may be outside Zambia', async () => {
    const answer = await apply(
      institution(2, {
        residence: 'abroad',
        country: 'Kenya',
        phoneNumber: '00254 712 000002',
        provinceId: undefined,
        districtId: undefined,
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await reviewed(answer.body.application.id)).applicant).toMatchObject({
      country: 'Kenya',
      phoneNumber: '254712000002',
      districtId: null,
    });
  });

  it('is refused, field by field, what it lacks', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ organisationName: '' }, 'organisationName: Enter the name of the institution'],
      [{ organisationRegistration: undefined }, 'organisationRegistration: Enter the organisation'],
      [{ email: '' }, 'email: An organisation needs an e-mail address'],
      [{ membershipType: 'associate_membership' }, 'applicantKind: Only affiliate membership'],
      [{ applicantKind: 'company' }, 'applicantKind: Say whether you apply as a person'],
      [{ districtId: undefined }, 'districtId: Choose your district from the list'],
    ];
    for (const [changes, message] of cases) {
      const answer = await apply(institution(3, changes));
      expectNoServerError(answer);
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
  });
});

describe('a person in Zambia', () => {
  it('is still asked for an NRC number, a Zambian number and a district', async () => {
    const person = {
      membershipType: 'associate_membership',
      username: 'in.zambia',
      password: 'Kabwe-Clinic-2027',
      firstName: 'Sample',
      lastName: 'Resident',
      nrcNumber: '800001/10/1',
      phoneNumber: '0977800001',
      professionalCategory: 'general',
      provinceId: 2,
      districtId,
      // Typed under "outside Zambia" and left behind: not kept for someone in Zambia.
      country: 'Botswana',
      passportNumber: 'ZN800001',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ nrcNumber: '' }, 'nrcNumber: Enter the NRC number as on the card'],
      [{ phoneNumber: '+267 71 800001' }, 'phoneNumber: Enter a Zambian mobile number'],
      [{ provinceId: '' }, 'provinceId: Choose your province from the list'],
      [{ professionalCategory: undefined }, 'professionalCategory: Choose your professional'],
      // A student is not yet of a category: they name the programme they train in.
      [
        {
          membershipType: 'student_membership',
          trainingInstitution: 'Sample College of Health Sciences',
          professionalCategory: undefined,
        },
        'professionalCategory: Choose the programme you are training in',
      ],
    ];
    for (const [changes, message] of cases) {
      const answer = await apply({ ...person, ...changes });
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const answer = await apply(person);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await reviewed(answer.body.application.id)).applicant).toMatchObject({
      country: null,
      passportNumber: null,
    });
  });
});
