import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  // The production limits: 10 failures per user name.
  server = await startTestServer(database, { trustProxy: true });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

/** A login attempt as a browser at `address` would send it. */
function attempt(
  username: string,
  password: string,
  address: string,
  secFetchSite: 'cross-site' | 'same-origin' | undefined,
  cookie?: string,
) {
  const headers: Record<string, string> = { 'x-forwarded-for': address };
  if (secFetchSite) headers['sec-fetch-site'] = secFetchSite;
  if (cookie) headers.cookie = cookie;
  const query = new URLSearchParams({ username, password });
  return call(`${server.memberApi}/login?${query}`, { headers });
}

async function addMember(username: string) {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role)
     SELECT $1, password_hash, 'ACTIVE', 'member' FROM users WHERE username = 'demo.active'`,
    [username],
  );
}

describe('login abuse', () => {
  it("lets a member log in, after a second at most, once another site's page made 30 wrong attempts from their browser", async () => {
    await addMember('victim.one');
    for (let index = 0; index < 30; index += 1) {
      const answer = await attempt('victim.one', 'x', '198.51.100.20', 'cross-site');
      expect([401, 429]).toContain(answer.status);
    }
    // The other site's requests themselves are stopped...
    expect((await attempt('victim.one', 'x', '198.51.100.20', 'cross-site')).status).toBe(429);
    // ...but the member's own login from the same browser and address is not locked out. The
    // ten failures the other site got in count toward the per-user backoff (any client can say
    // cross-site), so the member may be asked to wait its first step, one second, and no more.
    let own = await attempt('victim.one', 'Demo-2026!', '198.51.100.20', 'same-origin');
    if (own.status === 429) {
      expect(own.headers.get('retry-after')).toBe('1');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      own = await attempt('victim.one', 'Demo-2026!', '198.51.100.20', 'same-origin');
    }
    expect(own.status).toBe(200);
    expect(own.body.status).toBe('SUCCESSFUL');
  });

  it('still answers 429 to a brute force from one address, even for the right password', async () => {
    await addMember('victim.two');
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await attempt('victim.two', `guess-${index}`, '203.0.113.50', undefined)).status,
      ).toBe(401);
    }
    const blocked = await attempt('victim.two', 'Demo-2026!', '203.0.113.50', undefined);
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    // The body says the same wait, in words for the member and as a number for a page that
    // cannot read the header.
    expect(blocked.body).toMatchObject({ error: 'rate_limited', retryAfterSeconds: wait });
    expect(blocked.body.message).toMatch(
      /^Too many attempts\. Try again in \d+ (seconds|minutes?)\.$/,
    );
  });

  it('slows a brute force spread over many addresses', async () => {
    await addMember('victim.three');
    for (let index = 0; index < 10; index += 1) {
      expect(
        (await attempt('victim.three', 'x', `203.0.113.${100 + index}`, undefined)).status,
      ).toBe(401);
    }
    const next = await attempt('victim.three', 'x', '203.0.113.200', undefined);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(next.body.message).toMatch(
      /^Too many failed attempts for this user name\. Try again in \d+ seconds?\.$/,
    );
    expect(next.body.retryAfterSeconds).toBe(Number(next.headers.get('retry-after')));
  });

  it('counts failures that claim to come from another site toward the per-user backoff', async () => {
    // Any client can send Sec-Fetch-Site: a script claiming cross-site must not escape the
    // backoff that slows a brute force spread over many addresses.
    await addMember('victim.four');
    for (let index = 0; index < 10; index += 1) {
      const answer = await attempt('victim.four', 'x', `203.0.113.${20 + index}`, 'cross-site');
      expect(answer.status).toBe(401);
    }
    const buckets = (await database.execute(
      "SELECT bucket, hits FROM rate_limit_hits WHERE bucket LIKE '%victim.four' ORDER BY bucket",
    )) as { bucket: string; hits: number }[];
    // The backoff reads login-user; the member's own address and browser stay unlimited.
    expect(buckets).toEqual([
      { bucket: 'login-cross-site:victim.four', hits: 10 },
      { bucket: 'login-user:victim.four', hits: 10 },
    ]);
  });

  it('counts attempts by the address the proxy saw, however the client rotates X-Forwarded-For', async () => {
    const limited = await startTestServer(database, { trustProxy: true, loginLimitPerAddress: 4 });
    try {
      const answers = [];
      for (let index = 0; index < 5; index += 1) {
        answers.push(
          await call(`${limited.memberApi}/login`, {
            method: 'POST',
            json: { username: `rotating.${index}`, password: 'x' },
            headers: { 'x-forwarded-for': `garbage-${index}, 192.0.2.${index}, 203.0.113.77` },
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  describe('a stranger who knows a user name', () => {
    /** The device mark a right password gives the browser, as the cookie it sends back. */
    async function markOf(username: string, address: string): Promise<string> {
      const answer = await attempt(username, 'Demo-2026!', address, 'same-origin');
      expect(answer.status).toBe(200);
      const setCookie = answer.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/^coaz_login_device=[^;]+;/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      return setCookie.split(';')[0] as string;
    }

    it('cannot keep the member out of the phone they logged in from, even from their own address', async () => {
      await addMember('victim.five');
      const phone = await markOf('victim.five', '203.0.113.50');
      // Failures from many addresses, the member's own (a shared hospital or mobile network) too.
      for (let index = 0; index < 30; index += 1) {
        const from = index % 2 === 0 ? '203.0.113.50' : `198.51.100.${index}`;
        expect([401, 429]).toContain((await attempt('victim.five', 'x', from, undefined)).status);
      }
      // A browser with no mark is refused, as before: guessing stays costly.
      expect((await attempt('victim.five', 'Demo-2026!', '203.0.113.50', undefined)).status).toBe(
        429,
      );
      // The member's phone, from the same address or a new one, gets in with the right password.
      for (const address of ['203.0.113.50', '192.0.2.77']) {
        const own = await attempt('victim.five', 'Demo-2026!', address, 'same-origin', phone);
        expect(own.status, address).toBe(200);
        expect(own.body.status).toBe('SUCCESSFUL');
      }
    });

    // A mark earned with a password that was then changed (someone else knew it) kept its standing:
    // its holder could still guess past the backoff strangers' failures put on the member's name.
    it('honours no mark earned with a password the member has since changed', async () => {
      await addMember('victim.eight');
      const first = await attempt('victim.eight', 'Demo-2026!', '203.0.113.80', 'same-origin');
      const oldMark = (first.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const changed = await call(`${server.memberApi}/profile/password`, {
        method: 'POST',
        token: first.body.access_token,
        json: { currentPassword: 'Demo-2026!', newPassword: 'Kasama-Ward-2027' },
      });
      expect(changed.status).toBe(200);
      for (let index = 0; index < 30; index += 1) {
        await attempt('victim.eight', 'x', `198.51.100.${index}`, undefined);
      }
      // The strangers keep the backoff at its longest, as a determined one would: on a loaded
      // machine the loop can outlast the waits it earned, and the member's right password then
      // rightly gets in from anywhere, mark or none.
      await database.execute(
        "UPDATE rate_limit_hits SET hits = 40, last_hit_at = now() WHERE bucket = 'login-user:victim.eight'",
      );
      const withOldMark = await attempt(
        'victim.eight',
        'Kasama-Ward-2027',
        '192.0.2.88',
        'same-origin',
        oldMark,
      );
      expect(withOldMark.status).toBe(429);
    });

    it('guesses no more from the member’s marked phone than from anywhere, and a mark names one user', async () => {
      await addMember('victim.six');
      await addMember('victim.seven');
      const phone = await markOf('victim.six', '203.0.113.60');
      for (let index = 0; index < 10; index += 1) {
        const answer = await attempt('victim.six', 'x', `192.0.2.${index}`, undefined, phone);
        expect(answer.status).toBe(401);
      }
      expect(
        (await attempt('victim.six', 'Demo-2026!', '192.0.2.99', undefined, phone)).status,
      ).toBe(429);
      // The mark is victim.six's: for another user name it counts for nothing.
      for (let index = 0; index < 10; index += 1) {
        await attempt('victim.seven', 'x', `192.0.2.${100 + index}`, undefined);
      }
      expect(
        (await attempt('victim.seven', 'Demo-2026!', '192.0.2.120', undefined, phone)).status,
      ).toBe(429);
    });
  });
});
