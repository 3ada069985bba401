import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoServerError, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// Where a member lives was fixed at application: an associate who moved abroad, or came home,
// could not say so. Now "Change my details" moves them (README, "What each applicant is asked
// for"): abroad with a country for associate and affiliate members only, keeping their number;
// home with a district once their number is a Zambian one. Each move is in the history. And the
// number rule is one, in one set of words, at /join and in the profile.

let database: TestDatabase;
let app: TestApp;
let districtId = 0;
const api = '/coaz/api';
const PASSWORD = 'Gaborone-Clinic-2027';
const tokens: Record<string, string> = {};

const apply = (json: Record<string, unknown>) =>
  app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      password: PASSWORD,
      firstName: 'Sample',
      lastName: 'Mover',
      professionalCategory: 'general',
      ...json,
    },
  });

let adminToken = '';
const approve = async (applicationId: number) => {
  const approved = await app.send(`${api}/admin/applications/${applicationId}/approve`, {
    method: 'POST',
    token: adminToken,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
  const abroad = await apply({
    membershipType: 'associate_membership',
    residence: 'abroad',
    username: 'mover.abroad',
    passportNumber: 'ZN 700201',
    phoneNumber: '+267 72 809 400',
    country: 'Botswana',
  });
  expect(abroad.status, JSON.stringify(abroad.body)).toBe(201);
  tokens.abroad = abroad.body.access_token;
  const home = await apply({
    membershipType: 'affiliate_membership',
    username: 'mover.home',
    nrcNumber: '700301/10/1',
    phoneNumber: '0962 333 401',
    provinceId: 2,
    districtId,
  });
  expect(home.status, JSON.stringify(home.body)).toBe(201);
  tokens.home = home.body.access_token;
  // Members, as the secretariat's approval makes them: an applicant under review does not move.
  adminToken = (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    })
  ).body.access_token;
  for (const applied of [abroad, home]) await approve(applied.body.application.id);
  const full = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.active', password: 'Demo-2026!' },
  });
  tokens.full = full.body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const profile = async (token: string) => (await app.send(`${api}/profile`, { token })).body;
const save = (token: string, json: Record<string, unknown>) =>
  app.send(`${api}/profile`, { method: 'PUT', token, json });
const history = async (token: string): Promise<string[]> =>
  (await app.send(`${api}/membership/history`, { token })).body.items.map(
    (item: { summary: string }) => item.summary,
  );
const askForCode = (token: string, phoneNumber: string) =>
  app.send(`${api}/profile/phone`, {
    method: 'POST',
    token,
    json: { phoneNumber, currentPassword: PASSWORD },
  });
const codeSentTo = async (number: string) => {
  const outbox = await app.send(`/api/dev/outbox?to=${number}`);
  return /\d{6}/.exec(outbox.body.items.at(-1)?.body ?? '')?.[0] ?? '';
};
const confirm = (token: string, code: string) =>
  app.send(`${api}/profile/phone/confirm`, { method: 'POST', token, json: { code } });

describe('a member living outside Zambia who comes home', () => {
  it('is told to take a Zambian number first while theirs is foreign, and nothing moves', async () => {
    const refused = await save(tokens.abroad ?? '', {
      residence: 'zambia',
      districtId,
      email: null,
    });
    expectNoServerError(refused);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'phone_not_zambian' });
    expect(refused.body.message).toMatch(/^residence: .*Zambian mobile number first/);
    expect(await profile(tokens.abroad ?? '')).toMatchObject({
      country: 'Botswana',
      districtId: null,
      mayLiveAbroad: true,
    });
  });

  it('moves with a district once the number is Zambian, and the history says so', async () => {
    expect((await askForCode(tokens.abroad ?? '', '0962 333 402')).status).toBe(202);
    const code = await codeSentTo('260962333402');
    expect((await confirm(tokens.abroad ?? '', code)).status).toBe(200);
    const moved = await save(tokens.abroad ?? '', { residence: 'zambia', districtId, email: null });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ country: null, districtId, phoneNumber: '260962333402' });
    expect(await history(tokens.abroad ?? '')).toContain('Moved to live in Zambia');
    // At home now: a foreign number is refused, in the words /join uses in Zambia.
    const foreign = await askForCode(tokens.abroad ?? '', '+267 72 809 401');
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^phoneNumber: .*Zambian/);
  });

  it('needs a district to move home', async () => {
    await database.execute(
      "UPDATE users SET country = 'Botswana', district_id = NULL WHERE username = 'mover.abroad'",
    );
    const refused = await save(tokens.abroad ?? '', { residence: 'zambia', email: null });
    expectNoServerError(refused);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^districtId: /);
  });
});

describe('a member in Zambia who moves abroad', () => {
  it('needs a country', async () => {
    const refused = await save(tokens.home ?? '', {
      residence: 'abroad',
      districtId,
      email: null,
    });
    expectNoServerError(refused);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^country: /);
  });

  it('moves with a country, keeps the number, and may then take one with its country code', async () => {
    const moved = await save(tokens.home ?? '', {
      residence: 'abroad',
      country: 'Namibia',
      email: null,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({
      country: 'Namibia',
      districtId: null,
      provinceId: null,
      phoneNumber: '260962333401',
    });
    expect(await history(tokens.home ?? '')).toContain('Moved to live outside Zambia: Namibia');
    expect((await askForCode(tokens.home ?? '', '+264 81 234 5601')).status).toBe(202);
  });

  it('keeps a Zambian number if they come home before confirming a foreign one', async () => {
    // The code asked for just above went to a Namibian number; the member comes home first.
    const code = await codeSentTo('264812345601');
    const home = await save(tokens.home ?? '', { residence: 'zambia', districtId, email: null });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    const refused = await confirm(tokens.home ?? '', code);
    expectNoServerError(refused);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'phone_not_zambian' });
    expect(await profile(tokens.home ?? '')).toMatchObject({
      country: null,
      phoneNumber: '260962333401',
    });
  });

  it('may not, as a full member: the membership needs a licence to practise in Zambia', async () => {
    const before = await profile(tokens.full ?? '');
    expect(before.mayLiveAbroad).toBe(false);
    const refused = await save(tokens.full ?? '', {
      residence: 'abroad',
      country: 'Botswana',
      email: before.email,
    });
    expectNoServerError(refused);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'residence_not_allowed' });
    expect(refused.body.message).toMatch(/^residence: /);
    expect(await profile(tokens.full ?? '')).toEqual(before);
  });
});

describe('the number rule, said once', () => {
  it('refuses a number in the same words at /join and in the profile, in Zambia and abroad', async () => {
    await database.execute(
      "UPDATE users SET country = 'Botswana', district_id = NULL WHERE username = 'mover.abroad'",
    );
    const profileRefusal = async (token: string, typed: string) =>
      (await askForCode(token, typed)).body.message;
    const joinRefusal = async (json: Record<string, unknown>) => (await apply(json)).body.message;
    const inZambia = await joinRefusal({
      membershipType: 'affiliate_membership',
      username: 'words.zambia',
      nrcNumber: '700401/10/1',
      phoneNumber: '+267 72 809 402',
      provinceId: 2,
      districtId,
    });
    expect(inZambia).toMatch(/^phoneNumber: /);
    expect(await profileRefusal(tokens.home ?? '', '+267 72 809 402')).toBe(inZambia);
    const abroad = await joinRefusal({
      membershipType: 'associate_membership',
      residence: 'abroad',
      username: 'words.abroad',
      passportNumber: 'ZN 700402',
      phoneNumber: '72 809 402',
      country: 'Botswana',
    });
    expect(abroad).toMatch(/^phoneNumber: .*country code/);
    expect(await profileRefusal(tokens.abroad ?? '', '72 809 402')).toBe(abroad);
  });
});

describe('a move home and a foreign number confirmed at the same time', () => {
  it('never leave a member living in Zambia with a foreign number', async () => {
    const token = tokens.abroad ?? '';
    for (const round of [0, 1, 2, 3, 4, 5, 6, 7]) {
      await database.execute(
        `UPDATE users SET country = 'Botswana', district_id = NULL, phone_number = '260962333402'
         WHERE username = 'mover.abroad'`,
      );
      // Five codes an hour: each round asks for one.
      await database.execute("DELETE FROM rate_limit_hits WHERE bucket LIKE 'phone-code%'");
      expect((await askForCode(token, `+267 72 809 41${round}`)).status).toBe(202);
      const code = await codeSentTo(`2677280941${round}`);
      const [moved, confirmed] = await Promise.all([
        save(token, { residence: 'zambia', districtId, email: null }),
        confirm(token, code),
      ]);
      const after = await profile(token);
      expect(after.country === null && after.phoneNumber.startsWith('267'), `round ${round}`).toBe(
        false,
      );
      // One of them went first; the other found what it would break.
      expect([moved.status, confirmed.status].sort()).toEqual([200, 409]);
    }
  });
});

// The secretariat reviews an application as made: from Zambia with an NRC and a district, or from
// abroad with a country. A move while it is undecided would change what is being reviewed under
// the reviewer (mayLiveAbroad reads the type applied for, which allows abroad), so none is taken
// until the decision; the applicant is told why, and may move once approved.
describe('an applicant whose application is still under review', () => {
  it('may not move either way until the secretariat decides, and may once approved', async () => {
    const inZambia = await apply({
      membershipType: 'affiliate_membership',
      username: 'review.home',
      nrcNumber: '700501/10/1',
      phoneNumber: '0962 333 501',
      provinceId: 2,
      districtId,
    });
    expect(inZambia.status, JSON.stringify(inZambia.body)).toBe(201);
    const outside = await apply({
      membershipType: 'associate_membership',
      residence: 'abroad',
      username: 'review.abroad',
      passportNumber: 'ZN 700502',
      phoneNumber: '0962 333 502',
      country: 'Botswana',
    });
    expect(outside.status, JSON.stringify(outside.body)).toBe(201);
    const home = inZambia.body.access_token;
    const away = outside.body.access_token;
    const before = { home: await profile(home), away: await profile(away) };
    expect(before.home.mayLiveAbroad).toBe(false);

    for (const [token, json] of [
      [home, { residence: 'abroad', country: 'Namibia', email: null }],
      [away, { residence: 'zambia', districtId, email: null }],
    ] as const) {
      const refused = await save(token, json);
      expectNoServerError(refused);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'application_under_review' });
      expect(refused.body.message).toMatch(/^residence: .*application.*decided/);
    }
    expect(await profile(home)).toEqual(before.home);
    expect(await profile(away)).toEqual(before.away);
    expect(await history(home)).not.toContain('Moved to live outside Zambia: Namibia');
    // The district (or country) itself is still the applicant's to correct.
    const corrected = await save(away, { country: 'South Africa', email: null });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);

    await approve(inZambia.body.application.id);
    expect((await profile(home)).mayLiveAbroad).toBe(true);
    const moved = await save(home, { residence: 'abroad', country: 'Namibia', email: null });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });
});

// The history line of a move is written in the move's transaction: a move that fails leaves no
// line, and a move always has one.
describe('a move and its history line', () => {
  it('are one: when the line cannot be written, the member has not moved', async () => {
    const applied = await apply({
      membershipType: 'affiliate_membership',
      username: 'history.mover',
      nrcNumber: '700601/10/1',
      phoneNumber: '0962 333 601',
      provinceId: 2,
      districtId,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    await approve(applied.body.application.id);
    const token = applied.body.access_token;
    const before = await profile(token);
    await database.execute(`CREATE FUNCTION refuse_move_line() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'no history today'; END $$`);
    await database.execute(`CREATE TRIGGER refuse_move_line BEFORE INSERT ON membership_events
      FOR EACH ROW WHEN (NEW.summary LIKE 'Moved to live%') EXECUTE FUNCTION refuse_move_line()`);
    try {
      const failed = await save(token, { residence: 'abroad', country: 'Zambezi', email: null });
      expect(failed.status).not.toBe(200);
    } finally {
      await database.execute('DROP TRIGGER refuse_move_line ON membership_events');
      await database.execute('DROP FUNCTION refuse_move_line()');
    }
    expect(await profile(token)).toEqual(before);
    const moved = await save(token, { residence: 'abroad', country: 'Malawi', email: null });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await history(token)).filter((line) => line.startsWith('Moved to live'))).toEqual([
      'Moved to live outside Zambia: Malawi',
    ]);
  });
});
