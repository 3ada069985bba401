import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, type Json, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { chatLimitPerSession: 100 });
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const search = async (query: string) => {
  const { status, body } = await call(`${server.url}/api/chat`, {
    method: 'POST',
    json: { query, sessionId: 'session-search-mode', useRag: false },
  });
  expect(status).toBe(200);
  expect(body.responseType).toBe('search');
  return body as Json;
};
const routes = (body: Json) => body.sources.map((source: { route: string }) => source.route);

// What visitors type, as a site-search audit found it (apps/server/README.md, "Search mode").
describe('Search mode in the words visitors use', () => {
  it('leads a membership number to its check, and a malformed one to the check page', async () => {
    const number = await search('COAZ-000123');
    expect(routes(number)[0]).toBe('/verify/COAZ-000123');
    expect(number.answer).toContain('/verify/COAZ-000123');
    expect(routes(await search('coaz-000123'))[0]).toBe('/verify/COAZ-000123');
    const malformed = await search('COAZ 123');
    expect(routes(malformed)[0]).toBe('/verify');
    expect(malformed.sources[0].excerpt).toContain('six digits');
    // A search that only names the association is no membership number.
    expect(routes(await search('coaz members'))).not.toContain('/verify/COAZ-000123');
  });

  it("finds the secretariat's contacts by what a visitor asks for", async () => {
    for (const query of ['phone number', 'email address', 'office hours']) {
      expect(routes(await search(query))[0], query).toBe('/home#contact-heading');
    }
  });

  it('offers the membership check to an employer verifying a member in good standing', async () => {
    for (const query of ['verify a member', 'confirm membership']) {
      expect(routes(await search(query))[0], query).toBe('/verify');
    }
    // "Good standing" is also what the constitution asks of candidates (Articles 51 and 52), and
    // the provincial leadership page says so: those rank beside the check, which stays among the
    // first results.
    expect(routes(await search('good standing')).slice(0, 3)).toContain('/verify');
  });

  it('reads the site’s other words: jobs are its careers, MoMo is mobile money', async () => {
    expect(routes(await search('jobs'))[0]).toBe('/services/careers');
    const momo = routes(await search('MoMo'));
    expect(['/join', '/login']).toContain(momo[0]);
    expect(momo.slice(0, 3)).not.toContain('/categories/hiv_tb');
  });

  it('offers the login page, where a member pays, to a member asking how to pay subs', async () => {
    expect(routes(await search('how do i pay subs'))).toContain('/login');
  });

  it('does not take a search for substance use for one about fees ("subs")', async () => {
    const found = routes(await search('substance abuse'));
    expect(found[0]).toBe('/categories/psychiatry');
    for (const route of ['/membership/full_membership', '/join', '/login']) {
      expect(found).not.toContain(route);
    }
  });

  it('puts the page titled with a misspelt word before a partner whose name holds it', async () => {
    const body = await search('insurence');
    expect(body.sources[0]).toMatchObject({ route: '/services/health_insurance' });
    expect(body.answer).toMatch(/the best match is the Health Insurance page/);
    // The partner is still offered, after the page.
    expect(body.sources[1]).toMatchObject({
      title: 'National Health Insurance Management Authority',
      route: '/services/partners',
    });
    expect(body.sources.length).toBeLessThanOrEqual(8);
    expect(body.answer).toMatch(new RegExp(`^${body.sources.length} passages found`));
  });
});
