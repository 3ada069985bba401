import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import {
  call,
  type Json,
  login,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server';
import { type AdjustableClock, createAdjustableClock } from '../clock/clock';

// The studio lists what was deleted and can still be put back (README, "Editorial collections"):
// without it, a put-back was only the Undo right after the delete, or the API. Editors only; no
// public read shows a deleted entry.

let database: TestDatabase;
let server: TestServer;
let clock: AdjustableClock;
let editor: string;
let admin: string;
let member: string;

const START = new Date('2026-11-23T10:00:00+02:00');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createAdjustableClock();
  clock.setNow(START);
  server = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
  editor = (await login(server, 'demo.editor')).body.access_token;
  admin = (await login(server, 'demo.admin')).body.access_token;
  member = (await login(server, 'demo.active')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const api = (path: string) => `${server.url}/api/${path}`;
const post = (path: string, json: unknown, token = editor) =>
  call(api(path), { method: 'POST', token, json });
const remove = (path: string, token = editor) => call(api(path), { method: 'DELETE', token });
/** A read of `path` as the editor, or as `token`, or with no token at all (null). */
const deleted = (path: string, token: string | null = editor) =>
  call(api(path), token === null ? {} : { token });
const titles = (body: Json) => body.items.map((item: { title: string }) => item.title);

describe('the deleted entries of a collection', () => {
  it('lists each one deleted in the last 30 days: title, who and when, when removed for good', async () => {
    const kept = await post('news', { title: 'Kept bulletin', body: 'B.', date: '2026-11-20' });
    const first = await post('news', { title: 'Lusaka CPD notes', body: 'B.', date: '2026-11-20' });
    const second = await post('news', {
      title: 'Ndola AGM report',
      body: 'B.',
      date: '2026-11-21',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await remove(`news/${first.body.id}`);
    clock.setNow(new Date(START.getTime() + 60_000));
    await remove(`news/${second.body.id}`, admin);

    const answer = await deleted('news/deleted');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(answer.body.nextCursor).toBeNull();
    expect(answer.body.items).toEqual([
      {
        id: second.body.id,
        version: 1,
        title: 'Ndola AGM report',
        deletedAt: expect.stringMatching(/^2026-11-23T08:01:/),
        deletedBy: 'Site Administrator',
        removedForGoodAt: expect.stringMatching(/^2026-12-23T08:01:/),
      },
      {
        id: first.body.id,
        version: 1,
        title: 'Lusaka CPD notes',
        deletedAt: expect.stringMatching(/^2026-11-23T08:00:/),
        deletedBy: 'Demo Editor',
        removedForGoodAt: expect.stringMatching(/^2026-12-23T08:00:/),
      },
    ]);
    for (const item of answer.body.items) {
      expect(Date.parse(item.removedForGoodAt) - Date.parse(item.deletedAt)).toBe(30 * DAY_MS);
    }
    expect(titles(answer.body)).not.toContain(kept.body.title);

    // Put back, it leaves this list and is in the studio's again.
    const back = await post(`news/${first.body.id}/put-back`, { version: 1 });
    expect(back.status).toBe(200);
    expect(titles((await deleted('news/deleted')).body)).toEqual(['Ndola AGM report']);
    const studio = await call(api('news?view=studio&limit=100'), { token: editor });
    expect(titles(studio.body)).toContain('Lusaka CPD notes');
  });

  it('names an entry as the collection does (a person by name), and says who deleted it again', async () => {
    const person = await post('people', {
      name: 'Sample Deleted-Person',
      position: 'Treasurer',
      group: 'national_executive_committee',
    });
    expect(person.status, JSON.stringify(person.body)).toBe(201);
    await remove(`people/${person.body.id}`);
    await post(`people/${person.body.id}/put-back`, { version: 1 });
    await remove(`people/${person.body.id}`, admin);
    const answer = await deleted('people/deleted');
    expect(answer.body.items).toEqual([
      expect.objectContaining({
        id: person.body.id,
        title: 'Sample Deleted-Person',
        deletedBy: 'Site Administrator',
      }),
    ]);
  });

  it('says when there is none: an empty page', async () => {
    const answer = await deleted('vacancies/deleted');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [], nextCursor: null });
  });

  it('leaves out an entry deleted 30 days ago or more, as its put-back answers 404', async () => {
    const created = await post('partners', { name: 'Window Trust', description: 'Funds.' });
    await remove(`partners/${created.body.id}`);
    const listed = (await deleted('partners/deleted')).body.items;
    const deletedAt = Date.parse(
      listed.find((item: { id: number }) => item.id === created.body.id).deletedAt,
    );
    // The clock runs on from where it is set: a few seconds before the end.
    clock.setNow(new Date(deletedAt + 30 * DAY_MS - 5_000));
    expect(titles((await deleted('partners/deleted')).body)).toContain('Window Trust');
    clock.setNow(new Date(deletedAt + 30 * DAY_MS));
    expect(titles((await deleted('partners/deleted')).body)).not.toContain('Window Trust');
    expect((await post(`partners/${created.body.id}/put-back`, { version: 1 })).status).toBe(404);
    clock.setNow(new Date(deletedAt));
  });

  it('pages with the cursor it gives, newest deletion first', async () => {
    for (const title of ['Paged one', 'Paged two', 'Paged three']) {
      const created = await post('events', { title, date: '2026-12-02', venue: 'Kitwe' });
      clock.setNow(new Date(clock.now().getTime() + 1_000));
      await remove(`events/${created.body.id}`);
    }
    const first = await deleted('events/deleted?limit=2');
    expect(titles(first.body)).toEqual(['Paged three', 'Paged two']);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const next = await deleted(
      `events/deleted?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    );
    expect(titles(next.body)).toEqual(['Paged one']);
    expect(next.body.nextCursor).toBeNull();
  });

  it('is for editors only, and refuses bad input, in JSON', async () => {
    const signedOut = await deleted('news/deleted', null);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body).toMatchObject({ error: 'unauthorized' });
    const notEditor = await deleted('news/deleted', member);
    expect(notEditor.status).toBe(403);
    expect(notEditor.body).toMatchObject({ error: 'forbidden' });
    expect((await deleted('news/deleted', 'not-a-token')).status).toBe(401);
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'cursor=%2F%2F', 'cursor=bm9wZQ']) {
      const refused = await deleted(`news/deleted?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject({
        error: 'validation_failed',
        message: expect.any(String),
      });
    }
  });

  it('never shows a deleted entry to a public read of the collection', async () => {
    const created = await post('news', { title: 'Never public', body: 'B.', date: '2026-11-22' });
    await remove(`news/${created.body.id}`);
    const publicList = await call(api('news?limit=100'));
    expect(titles(publicList.body)).not.toContain('Never public');
    expect((await call(api(`news/${created.body.id}`))).status).toBe(404);
    // The list of deleted entries is not a public read either, whatever the query.
    expect((await call(api('news/deleted?view=studio'))).status).toBe(401);
  });
});

describe('the deleted notices', () => {
  it('lists each one deleted in the last 30 days, for editors only, until it is put back', async () => {
    const notice = await post('contents', { title: 'Office closed Friday', body: 'Closed.' });
    expect(notice.status, JSON.stringify(notice.body)).toBe(201);
    expect((await remove(`contents/${notice.body.id}`, admin)).status).toBe(204);

    const answer = await deleted('contents/deleted');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const item = answer.body.items.find((each: { id: number }) => each.id === notice.body.id);
    expect(item).toEqual({
      id: notice.body.id,
      version: 1,
      title: 'Office closed Friday',
      deletedAt: expect.any(String),
      deletedBy: 'Site Administrator',
      removedForGoodAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(item.deletedAt) - clock.now().getTime())).toBeLessThan(60_000);
    expect(Date.parse(item.removedForGoodAt) - Date.parse(item.deletedAt)).toBe(30 * DAY_MS);
    // Never in the public's list of notices, nor a public read.
    const publicList = await call(api('contents'));
    expect(publicList.body.map((entry: { id: number }) => entry.id)).not.toContain(notice.body.id);

    expect((await deleted('contents/deleted', null)).status).toBe(401);
    expect((await deleted('contents/deleted', member)).status).toBe(403);
    expect((await deleted('contents/deleted?limit=500')).status).toBe(400);

    expect((await post(`contents/${notice.body.id}/put-back`, { version: 1 })).status).toBe(200);
    expect(titles((await deleted('contents/deleted')).body)).not.toContain('Office closed Friday');
  });
});
