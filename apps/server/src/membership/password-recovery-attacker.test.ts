import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryRequests, wrongBesides } from '../../test-support/recovery-requests';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { loadMembershipConfig } from './membership-config';

// An attacker's tour of password recovery (7 December 2026), after a browser kept its ticket,
// a reset could be repeated and refused codes were told apart: a code retired unused by the
// member's password change let its holder try passwords and be signed in on a hit; a repeat
// with a wrong password could be tried again and again; a dead code's value could be guessed
// at without end (a match was answered in words of its own, only ever for a member's login);
// and any 32 hex digits a client sent were kept as its ticket. Each is done here as an attacker
// would, from a script that keeps cookies as a browser does.
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // Every request here comes from one address: its own allowance is not what is tested.
  app = await startTestApp(database, {
    membership: { ...loadMembershipConfig({}, 'demo'), recoveryLimitPerAddress: 1000 },
  });
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const { call, browser, latestCode } = recoveryRequests(() => app);

describe('a code that set no password', () => {
  it('never signs its holder in, even with the password the member has just set', async () => {
    // The attacker has a code for the member sent to a ticket of their own, and has learnt its
    // value (as guessing at dead codes let them); the member then resets the password.
    const attacker = browser();
    await attacker.send('/password/recovery', { login: 'demo.active' });
    const theirs = await latestCode('260971000001');
    const member = browser();
    await member.send('/password/recovery', { login: 'demo.active' });
    const mine = await latestCode('260971000001');
    const reset = await member.send('/password/reset', {
      login: 'demo.active',
      code: mine,
      newPassword: 'Member-Chosen-2027',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // Within five minutes, the attacker tries passwords with the code the change retired.
    for (const guess of ['Member-Chosen-2027', 'Not-The-One-2027']) {
      const tried = await attacker.send('/password/reset', {
        login: 'demo.active',
        code: theirs,
        newPassword: guess,
      });
      expect(tried.status, guess).toBe(400);
      expect(tried.body.access_token, guess).toBeUndefined();
      // Retired, never used: no word of a reset done with it.
      expect(tried.body.message, guess).not.toMatch(/used already/);
    }
  });

  it('tried too often by its holder, never signs them in either', async () => {
    const attacker = browser();
    await attacker.send('/password/recovery', { login: 'demo.editor' });
    const theirs = await latestCode('260971000002');
    for (let guess = 0; guess < 5; guess += 1) {
      await attacker.send('/password/reset', {
        login: 'demo.editor',
        code: wrongBesides(theirs),
        newPassword: 'Strangers-Pick-2027',
      });
    }
    const member = browser();
    await member.send('/password/recovery', { login: 'demo.editor' });
    const mine = await latestCode('260971000002');
    const press = { login: 'demo.editor', code: mine, newPassword: 'Editor-Chosen-2027' };
    expect((await member.send('/password/reset', press)).status).toBe(200);
    const tried = await attacker.send('/password/reset', { ...press, code: theirs });
    expect(tried.status).toBe(400);
    expect(tried.body.access_token).toBeUndefined();
  });
});

describe('a reset pressed again', () => {
  it('with another password closes the repeat: it is no way to try passwords', async () => {
    const phone = browser();
    await phone.send('/password/recovery', { login: 'demo.admin' });
    const code = await latestCode('260971000006');
    const press = { login: 'demo.admin', code, newPassword: 'Kabwe-Clinic-2027' };
    expect((await phone.send('/password/reset', press)).status).toBe(200);
    const other = await phone.send('/password/reset', { ...press, newPassword: 'Guess-One-2027' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^This code was used already/);
    // The right password after a wrong one: closed, no tokens.
    const again = await phone.send('/password/reset', press);
    expect(again.status).toBe(400);
    expect(again.body.access_token).toBeUndefined();
    expect(again.body.message).toMatch(/^This code was used already/);
  });
});

describe('guessing at a ticket’s dead codes', () => {
  const tryCode = (phone: ReturnType<typeof browser>, login: string, code: string) =>
    phone.send('/password/reset', { login, code, newPassword: 'Strangers-Pick-2027' });

  it('answers the code tried too often as any guess: "tried too often" is said of the ticket', async () => {
    const attacker = browser();
    await attacker.send('/password/recovery', { login: 'demo.payment' });
    const code = await latestCode('260961000003');
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await tryCode(attacker, 'demo.payment', wrongBesides(code));
      expect(refused.body.message).toMatch(/^That code is not right/);
    }
    const right = await tryCode(attacker, 'demo.payment', code);
    const wrong = await tryCode(attacker, 'demo.payment', wrongBesides(code));
    expect(right.body).toEqual(wrong.body);
    expect(right.status).toBe(400);
  });

  it('says the same after five tries whether the login is a member’s or nobody’s', async () => {
    const sixth = async (login: string) => {
      const attacker = browser();
      await attacker.send('/password/recovery', { login });
      for (let guess = 0; guess < 5; guess += 1) await tryCode(attacker, login, '000000');
      return (await tryCode(attacker, login, '000000')).body;
    };
    expect(await sixth('demo.registration')).toEqual(await sixth('nobody.at.all'));
  });

  it('counts every look among them: past a few a day, a dead code is "not right" as any guess', async () => {
    const attacker = browser();
    await attacker.send('/password/recovery', { login: 'demo.otp' });
    const dead = await latestCode('260951000004');
    await database.execute(
      `UPDATE verification_codes SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE username = 'demo.otp')`,
    );
    // The ticket asks again for logins that send nothing, so that its tries start again, and
    // guesses on: ten refusals looked for what became of the code typed.
    for (let round = 0; round < 3; round += 1) {
      for (let guess = 0; guess < 4; guess += 1) {
        const refused = await tryCode(attacker, 'demo.otp', wrongBesides(dead));
        expect(refused.body.message, `round ${round}`).toMatch(/^That code is not right/);
      }
      await attacker.send('/password/recovery', { login: `nobody.${round}` });
    }
    // The dead code's value is now answered as a wrong guess is.
    const right = await tryCode(attacker, 'demo.otp', dead);
    const wrong = await tryCode(attacker, 'demo.otp', wrongBesides(dead));
    expect(right.body).toEqual(wrong.body);
    expect(right.body.message).toMatch(/^That code is not right/);
  });
});

describe('a recovery ticket the client chose', () => {
  it('is not kept: the server gives its own, and the chosen one holds no code', async () => {
    // Ticket fixation: the attacker puts a ticket they know into the member's browser, which
    // then asks for a code; the attacker would hold the code's ticket too.
    const chosen = 'coaz_recovery=0123456789abcdef0123456789abcdef';
    const member = browser(chosen);
    const asked = await member.send('/password/recovery', { login: 'demo.legacy' });
    expect(asked.status).toBe(202);
    expect(member.ticket).not.toBe(chosen);
    expect(member.ticket).toMatch(/^coaz_recovery=[0-9a-f]{32}\.[0-9a-f]{32}$/);
    const [row] = (await database.execute(
      `SELECT phone_number AS phone FROM users WHERE username = 'demo.legacy'`,
    )) as { phone: string | null }[];
    const code = await latestCode(row?.phone ?? '');
    expect(code).toMatch(/^\d{6}$/);
    const press = { login: 'demo.legacy', code, newPassword: 'Legacy-Chosen-2027' };
    const withChosen = await call('/password/reset', press, chosen);
    expect(withChosen.status).toBe(400);
    expect(withChosen.body.access_token).toBeUndefined();
    // A sealed-looking ticket with a seal of the attacker's making is no better.
    const forged = `coaz_recovery=0123456789abcdef0123456789abcdef.${'0'.repeat(32)}`;
    expect((await call('/password/reset', press, forged)).status).toBe(400);
    const reset = await member.send('/password/reset', press);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });
});
