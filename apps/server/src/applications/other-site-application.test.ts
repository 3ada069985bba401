import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let districtId = 0;

const PARTNER = 'https://partner.example';

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { corsOrigins: [PARTNER] });
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

/** An affiliate's application as a plain HTML form on any site could post it: multipart, no preflight. */
function applicationForm(index: number): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    membershipType: 'affiliate_membership',
    username: `other.site.${index}`,
    password: 'Kitwe-Clinic-2027',
    firstName: 'Clinical',
    lastName: 'Officer',
    nrcNumber: `5100${String(index).padStart(2, '0')}/10/1`,
    phoneNumber: `09771100${String(index).padStart(2, '0')}`,
    provinceId: '2',
    districtId: String(districtId),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const apply = (index: number, headers: Record<string, string>) =>
  fetch(`${server.memberApi}/applications`, {
    method: 'POST',
    body: applicationForm(index),
    headers,
  });

async function accounts(index: number): Promise<number> {
  const rows = (await database.execute('SELECT count(*)::int AS n FROM users WHERE username = $1', [
    `other.site.${index}`,
  ])) as { n: number }[];
  return rows[0]?.n ?? 0;
}

describe('an application form posted by another site’s page', () => {
  it('is refused 403 cross_site_request, and no account or application is made', async () => {
    for (const [index, fetchSite] of [
      [1, 'cross-site'],
      [2, 'same-site'],
    ] as const) {
      const answer = await apply(index, {
        'sec-fetch-site': fetchSite,
        'sec-fetch-mode': 'navigate',
        origin: 'https://elsewhere.example',
      });
      expect(answer.status, fetchSite).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'cross_site_request' });
      expect(await accounts(index)).toBe(0);
    }
  });

  it('is refused from a browser too old to say where it came from but for its Origin', async () => {
    // Safari before 16.4 and older WebViews send no Sec-Fetch-Site, but every browser sends
    // Origin with a POST; "null" is what a sandboxed frame or a page opened from a file sends.
    for (const [index, origin] of [
      [6, 'https://elsewhere.example'],
      [7, 'null'],
    ] as const) {
      const answer = await apply(index, { origin });
      expect(answer.status, origin).toBe(403);
      expect(await answer.json()).toMatchObject({ error: 'cross_site_request' });
      expect(await accounts(index)).toBe(0);
    }
  });

  it('is taken from such a browser on the site itself, or on a site CORS_ORIGINS lets in', async () => {
    const ownOrigin = new URL(server.memberApi).origin;
    expect((await apply(8, { origin: ownOrigin })).status).toBe(201);
    expect((await apply(9, { origin: PARTNER })).status).toBe(201);
  });

  it('is taken from the site itself, from a site CORS_ORIGINS lets in, and from clients that are not browsers', async () => {
    const sameOrigin = await apply(3, { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(201);
    const partner = await apply(4, { 'sec-fetch-site': 'cross-site', origin: PARTNER });
    expect(partner.status).toBe(201);
    const script = await apply(5, {});
    expect(script.status).toBe(201);
  });
});
