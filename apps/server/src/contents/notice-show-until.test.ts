import { sign } from 'hono/jwt';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { type AdjustableClock, createAdjustableClock } from '../clock/clock';

let database: TestDatabase;
let server: TestServer;
let clock: AdjustableClock;
let editorToken: string;
let memberToken: string;

/** Friday 27 November 2026, 10:00 in Lusaka: the day the notices below are published. */
const PUBLISHED = new Date('2026-11-27T10:00:00+02:00');

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createAdjustableClock();
  clock.setNow(PUBLISHED);
  // Polled on every request, so a change of day is all that moves the cache key here.
  server = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
  editorToken = (await login(server, 'demo.editor')).body.access_token;
  memberToken = (await login(server, 'demo.active')).body.access_token;
});

beforeEach(() => clock.setNow(PUBLISHED));

afterAll(async () => {
  await server.close();
  await database.drop();
});

const contentsUrl = () => `${server.url}/api/contents`;
const notice = (title: string, showUntil?: string | null) => ({
  title,
  body: 'Registration for the meeting closes on Friday.',
  ...(showUntil === undefined ? {} : { showUntil }),
});
const publish = async (title: string, showUntil?: string | null) => {
  const created = await call(contentsUrl(), {
    method: 'POST',
    token: editorToken,
    json: notice(title, showUntil),
  });
  expect(created.status).toBe(201);
  return created.body;
};
const titles = async (token?: string) =>
  (await call(`${contentsUrl()}?limit=100`, token ? { token } : {})).body.map(
    (entry: { title: string }) => entry.title,
  ) as string[];

describe('a notice with a "show until" day', () => {
  it('is shown to the public through that Lusaka day, and gone from the cached list at its midnight', async () => {
    const created = await publish('AGM registration closes Friday', '2026-11-29');
    expect(created.showUntil).toBe('2026-11-29');
    // Read once, so the list is in the cache when the day changes.
    expect(await titles()).toContain('AGM registration closes Friday');
    clock.setNow(new Date('2026-11-29T23:59:00+02:00'));
    expect(await titles()).toContain('AGM registration closes Friday');
    expect((await call(`${contentsUrl()}/${created.id}`)).status).toBe(200);
    // 00:00 in Lusaka is 22:00 UTC the day before: the day in Lusaka, not in UTC, ends it.
    clock.setNow(new Date('2026-11-29T22:00:00Z'));
    expect(await titles()).not.toContain('AGM registration closes Friday');
    const gone = await call(`${contentsUrl()}/${created.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ error: 'not_found' });
  });

  it('stays in the editor’s list and readable by an editor once ended, never cached', async () => {
    const created = await publish('Nominations close Monday', '2026-11-30');
    clock.setNow(new Date('2026-12-02T09:00:00+02:00'));
    expect(await titles()).not.toContain('Nominations close Monday');
    expect(await titles(memberToken)).not.toContain('Nominations close Monday');
    const editorList = await call(`${contentsUrl()}?limit=100`, { token: editorToken });
    expect(editorList.status).toBe(200);
    expect(editorList.headers.get('cache-control')).toBe('no-store');
    expect(editorList.headers.get('etag')).toBeNull();
    expect(editorList.body.find((entry: { id: number }) => entry.id === created.id)).toMatchObject({
      showUntil: '2026-11-30',
    });
    const read = await call(`${contentsUrl()}/${created.id}`, { token: editorToken });
    expect(read.status).toBe(200);
    expect(read.body.showUntil).toBe('2026-11-30');
  });

  it('answers an expired token with 401 token_expired (to be refreshed), a bad one as the public', async () => {
    const [, payload = ''] = editorToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign(
      { ...claims, iat: now - 3600, exp: now - 60 },
      TEST_JWT_SECRET,
      'HS256',
    );
    const ranOut = await call(contentsUrl(), { token: expired });
    expect(ranOut.status).toBe(401);
    expect(ranOut.body).toMatchObject({ error: 'token_expired' });
    const bad = await call(contentsUrl(), { token: 'not-a-token' });
    expect(bad.status).toBe(200);
    expect(bad.body).toEqual((await call(contentsUrl())).body);
  });

  it('can be extended, moved and cleared by an editor, and comes back to the public', async () => {
    const created = await publish('Clinic day moved', '2026-11-28');
    clock.setNow(new Date('2026-12-01T09:00:00+02:00'));
    expect(await titles()).not.toContain('Clinic day moved');
    const url = `${contentsUrl()}/${created.id}`;
    const extended = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...notice('Clinic day moved', '2026-12-04'), version: created.version },
    });
    expect(extended.status).toBe(200);
    expect(extended.body.showUntil).toBe('2026-12-04');
    expect(await titles()).toContain('Clinic day moved');
    // Ended early: a day before today but not before it was published.
    const endedEarly = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...notice('Clinic day moved', '2026-11-27'), version: extended.body.version },
    });
    expect(endedEarly.status).toBe(200);
    expect(await titles()).not.toContain('Clinic day moved');
    const cleared = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...notice('Clinic day moved', null), version: endedEarly.body.version },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.showUntil).toBeNull();
    expect(await titles()).toContain('Clinic day moved');
  });

  it('is null when none is given, shown for good', async () => {
    const created = await publish('Office hours');
    expect(created.showUntil).toBeNull();
    clock.setNow(new Date('2036-01-01T09:00:00+02:00'));
    expect(await titles()).toContain('Office hours');
  });
});

describe('refusing a "show until" day', () => {
  it.each([
    ['not a date', 'next Friday'],
    ['a day that does not exist', '2026-02-30'],
    ['a date and time', '2026-11-29T17:00:00+02:00'],
    ['a number', 20261129],
  ])('answers %s with a JSON 400 naming the field', async (_name, showUntil) => {
    const refused = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: { ...notice('Refused'), showUntil },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'validation_failed' });
    expect(refused.body.message).toMatch(/showUntil/);
  });

  it('refuses a new notice whose last day is before today in Lusaka, and takes today', async () => {
    // 23:30 UTC on the 26th is already the 27th in Lusaka.
    clock.setNow(new Date('2026-11-26T23:30:00Z'));
    const refused = await call(contentsUrl(), {
      method: 'POST',
      token: editorToken,
      json: notice('Yesterday’s notice', '2026-11-26'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'validation_failed' });
    expect(refused.body.message).toBe(
      'showUntil: must not be before the day the notice was published (27 November 2026)',
    );
    expect(await titles(editorToken)).not.toContain('Yesterday’s notice');
    await publish('Today’s notice', '2026-11-27');
  });

  it('refuses an edit that puts the last day before the day of publication, changing nothing', async () => {
    const created = await publish('Published on the 27th', '2026-11-30');
    clock.setNow(new Date('2026-12-03T09:00:00+02:00'));
    const url = `${contentsUrl()}/${created.id}`;
    const refused = await call(url, {
      method: 'PUT',
      token: editorToken,
      json: { ...notice('Published on the 27th', '2026-11-26'), version: created.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/27 November 2026/);
    const kept = await call(url, { token: editorToken });
    expect(kept.body).toMatchObject({ showUntil: '2026-11-30', version: created.version });
  });

  it('answers an edit of a missing notice with 404 before looking at its dates', async () => {
    const missing = await call(`${contentsUrl()}/999999`, {
      method: 'PUT',
      token: editorToken,
      json: { ...notice('Missing', '2000-01-01'), version: 1 },
    });
    expect(missing.status).toBe(404);
  });
});
