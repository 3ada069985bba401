import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryRequests, wrongBesides } from '../../test-support/recovery-requests';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { Json } from '../../test-support/test-server';
import { loadMembershipConfig } from './membership-config';

// Found on a cheap phone with a slow SMS and a flaky line (tour of 7 December 2026): a sixth
// request, dropped by the member's allowance, still set a new recovery ticket, so the code that
// had arrived was refused for up to an hour; a reset whose answer was lost refused the same press
// again as a wrong code; and wrong, expired, replaced and used codes were all "not right".
const api = '/coaz/api';
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

const { call, browser, messagesTo, latestCode } = recoveryRequests(() => app);

describe('a browser that asks again and again while the SMS is slow', () => {
  it('keeps its ticket, is told when no new code comes, and the last code sent still works', async () => {
    const phone = browser();
    const answers: Json[] = [];
    for (let request = 0; request < 5; request += 1) {
      const answer = await phone.send('/password/recovery', { login: 'demo.active' });
      expect(answer.status).toBe(202);
      expect(answer.body.newCode).toBe(true);
      answers.push(answer.body);
    }
    const ticket = phone.ticket;
    expect(ticket).toMatch(/^coaz_recovery=[0-9a-f]{32}\.[0-9a-f]{32}$/);
    const sixth = await phone.send('/password/recovery', { login: 'demo.active' });
    expect(sixth.status).toBe(202);
    expect(sixth.body.newCode).toBe(false);
    expect(sixth.body.validUntil).toBeUndefined();
    expect(Date.parse(sixth.body.askAgainAfter)).toBeGreaterThan(Date.now());
    expect(sixth.body.message).toMatch(
      /^No new code was sent: .* The code in the latest message still works until it expires; you can ask for a new one after \d\d:\d\d \(Lusaka time\)\.$/,
    );
    // The same ticket all along, and five messages: the sixth request sent none. Their codes were
    // sent side by side, yet the newest message holds the code that works (a member's codes go
    // out one at a time, in the order they were issued).
    expect(phone.ticket).toBe(ticket);
    expect(await messagesTo('260971000001')).toHaveLength(5);
    const code = await latestCode('260971000001');
    const reset = await phone.send('/password/reset', {
      login: 'demo.active',
      code,
      newPassword: 'Ndola-Clinic-2027',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it('says the same to a browser past its allowance whether or not the login is a member’s', async () => {
    const asking = async (login: string) => {
      const someone = browser();
      for (let request = 0; request < 5; request += 1) {
        await someone.send('/password/recovery', { login });
      }
      return (await someone.send('/password/recovery', { login })).body;
    };
    const stranger = await asking('nobody.at.all');
    const member = await asking('demo.editor');
    const words = (body: Json) => ({ ...body, askAgainAfter: undefined });
    expect(words(member)).toEqual(words(stranger));
    expect(member.newCode).toBe(false);
  });

  it('leaves the browser its code when the member’s own allowance drops a request', async () => {
    const phone = browser();
    await phone.send('/password/recovery', { login: 'demo.payment' });
    const code = await latestCode('260961000003');
    // A script without cookies uses up the rest of the member's hour.
    for (let request = 0; request < 4; request += 1) {
      await call('/password/recovery', { login: 'demo.payment' }, undefined, false);
    }
    const lastSent = await latestCode('260961000003');
    // The member's browser asks again: dropped silently (a stranger must not learn that the
    // account has an allowance), but with the browser's ticket kept, its code still works.
    const again = await phone.send('/password/recovery', { login: 'demo.payment' });
    expect(again.body.newCode).toBe(true);
    expect(await latestCode('260961000003')).toBe(lastSent);
    const reset = await phone.send('/password/reset', {
      login: 'demo.payment',
      code,
      newPassword: 'Ndola-Clinic-2028',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it('says until when the code is valid, to the minute, in the answer and in the SMS', async () => {
    const phone = browser();
    const before = Date.now();
    const answer = await phone.send('/password/recovery', { login: 'demo.otp' });
    const validUntil = Date.parse(answer.body.validUntil);
    expect(validUntil % 60_000).toBe(0);
    expect(validUntil).toBeGreaterThan(before + 9 * 60_000);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Lusaka',
    }).format(validUntil);
    expect(answer.body.message).toContain(`It is valid until ${time} (Lusaka time)`);
    const [sms] = await messagesTo('260951000004');
    expect(sms).toMatch(/It is valid until \d\d:\d\d \(Lusaka time\)\./);
    expect(sms).not.toMatch(/10 minutes/);
  });
});

describe('a reset whose answer was lost', () => {
  it('answers the same press again as before, changing nothing; the code sets no other password', async () => {
    const phone = browser();
    await phone.send('/password/recovery', { login: 'demo.registration' });
    const code = await latestCode('260971000005');
    const press = { login: 'demo.registration', code, newPassword: 'Lusaka-Clinic-2027' };
    const first = await phone.send('/password/reset', press);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await phone.send('/password/reset', press);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe(first.body.message);
    expect(again.body.access_token).toEqual(expect.any(String));
    const signedIn = await app.send(`${api}/current`, { token: again.body.access_token });
    expect(signedIn.status).toBe(200);
    // Changed once: one reset in the history.
    const history = (await database.execute(
      `SELECT count(*)::int AS n FROM membership_events e JOIN users u ON u.id = e.user_id
        WHERE u.username = 'demo.registration' AND e.kind = 'password_reset'`,
    )) as { n: number }[];
    expect(history[0]?.n).toBe(1);
    // The used code with another password is refused, in words that say it was used.
    const other = await phone.send('/password/reset', {
      ...press,
      newPassword: 'Strangers-Pick-1',
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^This code was used already.*log in with it$/);
    const login = async (password: string) =>
      (
        await app.send(`${api}/login`, {
          method: 'POST',
          json: { username: 'demo.registration', password },
        })
      ).status;
    expect(await login('Lusaka-Clinic-2027')).toBe(200);
    expect(await login('Strangers-Pick-1')).toBe(401);
    // Without this browser's ticket, the same press is refused as any wrong code.
    const elsewhere = await call('/password/reset', press, undefined, false);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/^That code is not right/);
    // Another password closed the repeat (password-recovery-attacker.test.ts): the same press
    // is no longer answered as a success either.
    const closed = await phone.send('/password/reset', press);
    expect(closed.status).toBe(400);
    expect(closed.body.message).toMatch(/^This code was used already/);
  });

  it('is answered as a success for five minutes only', async () => {
    const phone = browser();
    await phone.send('/password/recovery', { login: 'demo.otp' });
    const code = await latestCode('260951000004');
    const press = { login: 'demo.otp', code, newPassword: 'Livingstone-Clinic-2027' };
    expect((await phone.send('/password/reset', press)).status).toBe(200);
    // Minutes later, the repeat is no longer answered as a success.
    await database.execute(
      `UPDATE verification_codes SET consumed_at = consumed_at - interval '6 minutes'
        WHERE user_id = (SELECT id FROM users WHERE username = 'demo.otp')`,
    );
    const late = await phone.send('/password/reset', press);
    expect(late.status).toBe(400);
    expect(late.body.access_token).toBeUndefined();
    expect(late.body.message).toMatch(/^This code was used already/);
  });
});

describe('a refused code', () => {
  const reset = (phone: ReturnType<typeof browser>, code: string) =>
    phone.send('/password/reset', { login: 'demo.admin', code, newPassword: 'Kabwe-Clinic-2027' });

  it('says a newer code replaced it, it expired, or it was tried too often; a guess learns only “not right”', async () => {
    const phone = browser();
    await phone.send('/password/recovery', { login: 'demo.admin' });
    const older = await latestCode('260971000006');
    await phone.send('/password/recovery', { login: 'demo.admin' });
    const newer = await latestCode('260971000006');
    expect(newer).not.toBe(older);
    const replaced = await reset(phone, older);
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual({
      error: 'invalid_code',
      message: 'A newer code was sent: use the code in the latest message',
    });
    const wrong = await reset(phone, wrongBesides(older, newer));
    expect(wrong.body.message).toBe(
      'That code is not right: check the six digits in the latest message, or ask for a new code',
    );
    // Three more wrong tries (five refusals of this browser in all, the replaced code's included)
    // use its tries up: from then on it is told so whatever it types, the right code included.
    for (let guess = 0; guess < 3; guess += 1) await reset(phone, wrongBesides(older, newer));
    const tooOften = await reset(phone, newer);
    expect(tooOften.body.message).toBe(
      'This code was tried too often and no longer works: ask for a new one',
    );
    // Once the code has expired, the code says so; a wrong guess still says only "not right".
    await phone.send('/password/recovery', { login: 'demo.admin' });
    const latest = await latestCode('260971000006');
    await database.execute(
      `UPDATE verification_codes SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE username = 'demo.admin')`,
    );
    const expired = await reset(phone, latest);
    expect(expired.body.message).toBe('This code has expired: ask for a new one');
    const guess = await reset(phone, wrongBesides(older, newer, latest));
    expect(guess.body.message).toMatch(/^That code is not right/);
    // A replaced code past its time is said to have expired: a newer one will not help either.
    expect((await reset(phone, older)).body.message).toBe(
      'This code has expired: ask for a new one',
    );
  });
});
