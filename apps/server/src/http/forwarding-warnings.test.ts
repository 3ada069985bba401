import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';
import { type ForwardingSettings, forwardingProblem } from './forwarding-warnings';

const limits = { chatAnswersAtOnce: 10, loginsAtOnce: 10, pageRendersPerMinute: 60 };
const off: ForwardingSettings = { trustProxy: false, trustedProxies: [], ...limits };
const alone: ForwardingSettings = { trustProxy: true, trustedProxies: [], ...limits };
const listed: ForwardingSettings = { trustProxy: true, trustedProxies: ['10.0.0.0/8'], ...limits };

const problem = (
  settings: ForwardingSettings,
  headers: Record<string, string>,
  peer = '10.0.0.2',
  path = '/api/chat',
) => forwardingProblem(settings, { peer, headers, path });

describe('what a request says of the proxy settings', () => {
  it('without TRUST_PROXY: a forwarded header means a proxy whose visitors all share its limits', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const found = problem(off, { [header]: '203.0.113.9' }, '::ffff:10.0.0.2');
      expect(found?.kind).toBe('not-trusted');
      expect(found?.sentence).toMatch(/^a request from 10\.0\.0\.2 came with /);
      expect(found?.sentence).toMatch(/while TRUST_PROXY is off, so the header was not believed/);
      expect(found?.sentence).toMatch(
        /share one address's limits \(10 chat answers and 10 logins at once, 60 new pages a minute\)/,
      );
      expect(found?.sentence).toMatch(/set TRUST_PROXY=true and TRUSTED_PROXIES=10\.0\.0\.2/);
    }
    expect(problem(off, {})).toBeUndefined();
  });

  it('with TRUST_PROXY: a proxy not listed, a header not read, or none at all is named', () => {
    expect(problem(listed, { 'x-forwarded-for': '203.0.113.9' }, '192.0.2.4')).toMatchObject({
      kind: 'not-listed',
      sentence: expect.stringMatching(/192\.0\.2\.4 is not in TRUSTED_PROXIES/),
    });
    expect(problem(listed, { 'x-forwarded-for': '203.0.113.9' })).toBeUndefined();
    expect(problem(alone, { 'x-forwarded-for': '203.0.113.9' }, '192.0.2.4')).toBeUndefined();
    expect(problem(alone, { forwarded: 'for=203.0.113.9' })).toMatchObject({
      kind: 'header-not-read',
      sentence: expect.stringMatching(/came with Forwarded but no X-Forwarded-For/),
    });
    expect(problem(alone, {})).toMatchObject({
      kind: 'not-forwarded',
      sentence: expect.stringMatching(
        /^a request from 10\.0\.0\.2 for \/api\/chat came without X-Forwarded-For while TRUST_PROXY is on/,
      ),
    });
    // With TRUST_PROXY alone, whoever reaches the server around the proxy is believed.
    expect(problem(alone, {})?.sentence).toMatch(/pass as any address; set TRUSTED_PROXIES/);
    expect(problem(listed, {})?.sentence).not.toMatch(/pass as any address/);
  });

  it('leaves a monitor asking for /api/health directly alone', () => {
    expect(problem(alone, {}, '127.0.0.1', '/api/health')).toBeUndefined();
  });
});

describe('the running server', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer(database, { trustProxy: false });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('warns once that requests carry X-Forwarded-For while TRUST_PROXY is off', async () => {
    for (const address of ['203.0.113.9', '198.51.100.7']) {
      const answer = await call(`${server.url}/api/vacancies`, {
        headers: { 'x-forwarded-for': address },
      });
      expect(answer.status).toBe(200);
    }
    const warnings = server.logLines.filter((line) =>
      line.startsWith('warning: a request from 127.0.0.1 came with X-Forwarded-For'),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUSTED_PROXIES=127\.0\.0\.1/);
  });
});
