import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atStartOfMinute, startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { Json } from '../../test-support/test-server';
import { loadMembershipConfig } from './membership-config';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const recover = (login: string) =>
  app.send(`${api}/password/recovery`, { method: 'POST', json: { login } });

describe('asking for a password reset code', () => {
  it('sends a member the code after answering', async () => {
    const answer = await recover('demo.active');
    expect(answer.status).toBe(202);
    // A member with no mobile number gets it by e-mail: the answer must not promise an SMS.
    expect(answer.body.message).toMatch(
      /by SMS, or by e-mail if the membership has no mobile number/,
    );
    await app.services.background.settled();
    const outbox = await app.send('/api/dev/outbox?to=260971000001');
    expect(outbox.body.items[0].body).toMatch(/password reset code is \d{6}/);
  });

  it('answers a member as a stranger even when the code cannot be issued, and logs why', async () => {
    // The answers name the code's expiry to the minute: both in one minute.
    atStartOfMinute(app);
    const stranger = await recover('nobody.here');
    // The member's work fails: its answer must not show it, and the log must.
    await database.execute('ALTER TABLE verification_codes RENAME TO verification_codes_away');
    try {
      const member = await recover('demo.editor');
      expect(member.status).toBe(202);
      expect(member.body).toEqual(stranger.body);
      await app.services.background.settled();
    } finally {
      await database.execute('ALTER TABLE verification_codes_away RENAME TO verification_codes');
    }
    const failures = app.logLines.filter((line) => line.startsWith('password recovery failed'));
    expect(failures).toHaveLength(1);
    // Named by error and code, never by a query's text and parameters.
    expect(failures[0]).not.toMatch(/verification_codes|demo\.editor/);
  });
});

describe('resetting the password with the code', () => {
  const codeFor = async (phone: string) => {
    await app.services.background.settled();
    const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
    return /code is (\d{6})/.exec(outbox.body.items[0].body)?.[1] ?? '';
  };

  it('changes nothing when the other sessions cannot be ended: one transaction or none', async () => {
    await recover('demo.otp');
    const code = await codeFor('260951000004');
    await database.execute('ALTER TABLE refresh_tokens RENAME TO refresh_tokens_away');
    let failed: Awaited<ReturnType<typeof app.send>>;
    try {
      failed = await app.send(`${api}/password/reset`, {
        method: 'POST',
        json: { login: 'demo.otp', code, newPassword: 'Chipata-Clinic-2027' },
      });
    } finally {
      await database.execute('ALTER TABLE refresh_tokens_away RENAME TO refresh_tokens');
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    // The password stayed as it was, since its sessions could not be ended with the change.
    const old = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.otp', password: 'Demo-2026!' },
    });
    expect(old.status).toBe(200);
    const history = (await database.execute(
      `SELECT count(*)::int AS n FROM membership_events e JOIN users u ON u.id = e.user_id
        WHERE u.username = 'demo.otp' AND e.kind = 'password_reset'`,
    )) as { n: number }[];
    expect(history[0]?.n).toBe(0);
  });

  it('refuses a member’s wrong code exactly as a stranger’s, so a reset tells nobody who is a member', async () => {
    await recover('demo.payment');
    await recover('nobody.else');
    const code = await codeFor('260961000003');
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (login: string) =>
      app.send(`${api}/password/reset`, {
        method: 'POST',
        json: { login, code: wrong, newPassword: 'Another-Password-1' },
      });
    const stranger = await reset('nobody.else');
    expect(stranger.status).toBe(400);
    const member = await reset('demo.payment');
    expect(member.status).toBe(400);
    expect(member.body).toEqual(stranger.body);
    // Nor does a suspended account answer in a way of its own.
    await database.execute("UPDATE users SET status = 'SUSPENDED' WHERE username = 'demo.admin'");
    try {
      const suspended = await reset('demo.admin');
      expect(suspended.status).toBe(400);
      expect(suspended.body).toEqual(stranger.body);
    } finally {
      await database.execute("UPDATE users SET status = 'ACTIVE' WHERE username = 'demo.admin'");
    }
  });

  it('sets the password, makes a one-time-password account active and ends every session', async () => {
    const before = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.otp', password: 'Demo-2026!' },
    });
    await recover('demo.otp');
    const code = await codeFor('260951000004');
    const reset = await app.send(`${api}/password/reset`, {
      method: 'POST',
      json: { login: 'demo.otp', code, newPassword: 'Chipata-Clinic-2027' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.status).toBe('SUCCESSFUL');
    expect(reset.body.message).toBe(
      'Your password has been changed. Other devices have been signed out.',
    );
    const refreshed = await app.send(`${api}/token/refresh`, { token: before.body.refresh_token });
    expect(refreshed.status).toBe(401);
    const current = await app.send(`${api}/current`, { token: reset.body.access_token });
    expect(current.body.content.user.status).toBe('ACTIVE');
  });
});

// A refusal for a login that named nobody ended before the code was looked up, and a member's
// code was counted only when one was waiting: about a millisecond apart, measured from outside
// over 150 tries each, which told strangers who is a member.
describe('the timing of a refused reset', () => {
  /** How many database statements one refused reset runs for `login`. */
  async function statementsFor(login: string): Promise<number> {
    const db = app.services.db;
    const spies = (['select', 'update', 'insert', 'delete', 'execute', 'transaction'] as const).map(
      (method) => vi.spyOn(db, method),
    );
    try {
      const answer = await app.send(`${api}/password/reset`, {
        method: 'POST',
        json: { login, code: '000000', newPassword: 'Another-Password-1' },
      });
      expect(answer.status).toBe(400);
      return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('costs the same for a stranger, a member with no code and a member whose code waits', async () => {
    await recover('demo.editor');
    await app.services.background.settled();
    const waiting = (await database.execute(
      `SELECT count(*)::int AS n FROM verification_codes v JOIN users u ON u.id = v.user_id
        WHERE u.username = 'demo.editor' AND v.used_at IS NULL AND v.attempts = 0`,
    )) as { n: number }[];
    expect(waiting[0]?.n).toBe(1);
    const stranger = await statementsFor('nobody.at.all');
    expect(stranger).toBeGreaterThan(0);
    expect(await statementsFor('demo.registration')).toBe(stranger);
    expect(await statementsFor('demo.editor')).toBe(stranger);
  });
});

describe('the per-address limit on recovery requests', () => {
  let limited: TestDatabase;
  let limitedApp: TestApp;

  beforeAll(async () => {
    limited = await createTestDatabase();
    limitedApp = await startTestApp(limited, {
      membership: { ...loadMembershipConfig({}, 'demo'), recoveryLimitPerAddress: 3 },
    });
  });

  afterAll(async () => {
    await limitedApp.close();
    await limited.drop();
  });

  it('stops an address that asks for codes past its own hourly allowance, not its logins', async () => {
    const ask = (login: string) =>
      limitedApp.send(`${api}/password/recovery`, { method: 'POST', json: { login } });
    for (const login of ['demo.active', 'demo.editor', 'demo.payment']) {
      expect((await ask(login)).status).toBe(202);
    }
    const fourth = await ask('demo.admin');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('rate_limited');
    await limitedApp.services.background.settled();
    const outbox = await limitedApp.send('/api/dev/outbox?to=260971000006');
    expect(outbox.body.items).toEqual([]);
    // Logging in from the same address is counted apart.
    const login = await limitedApp.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    });
    expect(login.status).toBe(200);
  });
});

// A stranger who knows a member's user name or number could keep the member from ever
// recovering: five requests an hour used up the member's codes, each request retired the code the
// member was about to type, and five wrong guesses at the reset used its tries up.
describe('a stranger asking for or guessing at a member’s codes', () => {
  let own: TestDatabase;
  let ownApp: TestApp;

  beforeAll(async () => {
    own = await createTestDatabase();
    ownApp = await startTestApp(own);
  });

  afterAll(async () => {
    await ownApp.close();
    await own.drop();
  });

  /** A request as a browser or a script sends it, with the cookies it kept. */
  async function call(path: string, json: unknown, headers: Record<string, string> = {}) {
    const response = await ownApp.app.request(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });
    const cookies = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] as string)
      .join('; ');
    return { status: response.status, body: (await response.json()) as Json, cookies };
  }

  const sameOrigin = (cookie = '') => ({
    'sec-fetch-site': 'same-origin',
    ...(cookie ? { cookie } : {}),
  });

  async function latestCode(phone = '260971000001'): Promise<string> {
    await ownApp.services.background.settled();
    const outbox = await ownApp.send(`/api/dev/outbox?to=${phone}`);
    return /code is (\d{6})/.exec(outbox.body.items[0].body)?.[1] ?? '';
  }

  /** A guess that is neither of the codes sent, so no guess of the stranger's lands. */
  const missing = (...codes: string[]) =>
    ['000000', '111111', '222222'].find((guess) => !codes.includes(guess)) as string;

  it('leaves the member’s own browser its code, whatever others ask for or guess', async () => {
    const asked = await call('/password/recovery', { login: 'demo.active' }, sameOrigin());
    expect(asked.status).toBe(202);
    const mine = await latestCode();
    // A stranger's script asks again (by number) and guesses five times.
    expect((await call('/password/recovery', { login: '0971000001' })).status).toBe(202);
    const theirs = await latestCode();
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await call('/password/reset', {
        login: 'demo.active',
        code: missing(mine, theirs),
        newPassword: 'Strangers-Choice-1',
      });
      expect(refused.status).toBe(400);
    }
    // The member types the code their own request brought, in the browser that asked.
    const reset = await call(
      '/password/reset',
      { login: 'demo.active', code: mine, newPassword: 'Kitwe-Clinic-2027' },
      sameOrigin(asked.cookies),
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // Set for member and stranger alike, so it tells nobody anything.
    const stranger = await call('/password/recovery', { login: 'nobody.here' }, sameOrigin());
    for (const cookies of [asked.cookies, stranger.cookies]) {
      // A random id and the server's seal of it: only tickets the server made are kept.
      expect(cookies).toMatch(/^coaz_recovery=[0-9a-f]{32}\.[0-9a-f]{32}$/);
    }
  });

  it('refuses the code to a browser that did not ask for it', async () => {
    const asked = await call('/password/recovery', { login: 'demo.active' }, sameOrigin());
    const code = await latestCode();
    const elsewhere = await call(
      '/password/reset',
      { login: 'demo.active', code, newPassword: 'Strangers-Choice-1' },
      sameOrigin('coaz_recovery=0123456789abcdef0123456789abcdef'),
    );
    expect(elsewhere.status).toBe(400);
    const withoutTicket = await call('/password/reset', {
      login: 'demo.active',
      code,
      newPassword: 'Strangers-Choice-1',
    });
    expect(withoutTicket.status).toBe(400);
    // Neither refusal spent the asking browser's code.
    const reset = await call(
      '/password/reset',
      { login: 'demo.active', code, newPassword: 'Kitwe-Clinic-2028' },
      sameOrigin(asked.cookies),
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });

  it('still sends the member’s marked browser a code once strangers used up the hour’s five', async () => {
    const login = await call(
      '/login',
      { username: 'demo.payment', password: 'Demo-2026!' },
      sameOrigin(),
    );
    expect(login.status).toBe(200);
    const mark = login.cookies;
    expect(mark).toMatch(/^coaz_login_device=/);
    for (let request = 0; request < 6; request += 1) {
      expect((await call('/password/recovery', { login: 'demo.payment' })).status).toBe(202);
    }
    const lastOfStrangers = await latestCode('260961000003');
    // A new phone without the mark is refused silently, as any requester past the five is...
    await call('/password/recovery', { login: 'demo.payment' }, sameOrigin());
    expect(await latestCode('260961000003')).toBe(lastOfStrangers);
    // ...but the phone the member logged in from gets a code, and it works there.
    const asked = await call('/password/recovery', { login: 'demo.payment' }, sameOrigin(mark));
    const code = await latestCode('260961000003');
    expect(code).not.toBe(lastOfStrangers);
    const reset = await call(
      '/password/reset',
      { login: 'demo.payment', code, newPassword: 'Kitwe-Clinic-2029' },
      sameOrigin(`${mark}; ${asked.cookies}`),
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  });
});

describe('the recovery ticket in production', () => {
  it('is kept by the browser for https only', async () => {
    const production = await createTestDatabase();
    // The test database ran in demo mode, which production refuses unless accepted.
    const productionApp = await startTestApp(production, {
      mode: 'production',
      acceptDemoDatabase: true,
    });
    try {
      const answer = await productionApp.app.request(`${api}/password/recovery`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ login: 'someone' }),
      });
      expect(answer.status).toBe(202);
      const [ticket] = answer.headers.getSetCookie();
      // Named so that no page over plain http can set it (a fixed ticket), as it is Secure.
      expect(ticket).toMatch(
        /^__Secure-coaz_recovery=[0-9a-f]{32}\.[0-9a-f]{32}; Max-Age=86400; Path=\/coaz\/api\//,
      );
      expect(ticket).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
    } finally {
      await productionApp.close();
      await production.drop();
    }
  });
});
