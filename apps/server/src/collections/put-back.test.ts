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

// Undo of a delete puts back the same entry (README, "Editorial collections"): a post's address,
// `/news?article=16`, shared on WhatsApp before the delete, must work again once it is back, with
// its history, and the audit log must say it was put back, not that something was created.

let database: TestDatabase;
let server: TestServer;
let clock: AdjustableClock;
let editor: string;
let otherEditor: string;
let member: string;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createAdjustableClock();
  clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
  server = await startTestServer(
    database,
    { contentPollMs: 0, chatLimitPerSession: 100 },
    { services: { clock } },
  );
  editor = (await login(server, 'demo.editor')).body.access_token;
  otherEditor = (await login(server, 'demo.admin')).body.access_token;
  member = (await login(server, 'demo.active')).body.access_token;
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const api = (path: string) => `${server.url}/api/${path}`;
const post = (path: string, json: unknown, token = editor) =>
  call(api(path), { method: 'POST', token, json });
const put = (path: string, json: unknown, token = editor) =>
  call(api(path), { method: 'PUT', token, json });
const remove = (path: string, token = editor) => call(api(path), { method: 'DELETE', token });
const putBack = (path: string, version: number, token = editor) =>
  post(`${path}/put-back`, { version }, token);
const ids = (body: Json) => body.items.map((item: { id: number }) => item.id);

/** A published news item saved twice (versions 1 and 2), as an editor would have it. */
async function editedNewsItem(title: string) {
  const created = await post('news', { title, body: 'Members met in Kabwe.', date: '2026-11-20' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const edited = await put(`news/${created.body.id}`, { version: 1, tag: 'AGM 2026' });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return edited.body as Json;
}

describe('putting back a deleted entry', () => {
  it('brings back the same entry: its id, version, fields, publication and history', async () => {
    const saved = await editedNewsItem('Kabwe AGM resolutions');
    const id = saved.id;
    expect((await remove(`news/${id}`)).status).toBe(204);
    expect((await call(api(`news/${id}`))).status).toBe(404);

    const back = await putBack(`news/${id}`, saved.version);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual(saved);
    expect((await call(api(`news/${id}`))).body).toEqual(saved);
    expect(ids((await call(api('news?limit=100'))).body)).toContain(id);

    const history = await call(api(`news/${id}/revisions`), { token: editor });
    expect(history.status).toBe(200);
    expect(history.body.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    expect(history.body.items[1].entry).toMatchObject({
      title: 'Kabwe AGM resolutions',
      tag: null,
    });

    const log = await call(api('audit-log?collection=news&limit=5'), { token: editor });
    const lines = log.body.items.filter((item: { entryId: number }) => item.entryId === id);
    expect(lines[0]).toMatchObject({
      actor: 'demo.editor',
      action: 'restore',
      summary:
        'Put back after deletion: news item “Kabwe AGM resolutions”, as version 2; it is on the site again',
    });
    expect(lines.map((line: { action: string }) => line.action)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
  });

  it('keeps a draft a draft and a scheduled entry scheduled', async () => {
    const draft = await post('events', {
      title: 'Draft CPD day',
      date: '2026-12-02',
      venue: 'Ndola',
      status: 'draft',
    });
    const scheduled = await post('partners', {
      name: 'Scheduled partner trust',
      description: 'Not yet announced.',
      publishAt: '2099-01-01T08:00:00+02:00',
    });
    await remove(`events/${draft.body.id}`);
    await remove(`partners/${scheduled.body.id}`);

    const draftBack = await putBack(`events/${draft.body.id}`, 1);
    expect(draftBack.body).toMatchObject({ id: draft.body.id, status: 'draft', version: 1 });
    expect((await call(api(`events/${draft.body.id}`))).status).toBe(404);
    const scheduledBack = await putBack(`partners/${scheduled.body.id}`, 1, otherEditor);
    expect(scheduledBack.body).toMatchObject({
      status: 'published',
      publishAt: '2099-01-01T06:00:00.000Z',
    });
    expect((await call(api(`partners/${scheduled.body.id}`))).status).toBe(404);

    const log = await call(api('audit-log?limit=2'), { token: editor });
    expect(log.body.items.map((item: { summary: string }) => item.summary)).toEqual([
      'Put back after deletion: partner “Scheduled partner trust”, as version 1; it is scheduled for 1 January 2099, 08:00 (Lusaka time)',
      'Put back after deletion: event “Draft CPD day”, as version 1; it is a draft, off the site',
    ]);
    expect(log.body.items[0].actor).toBe('demo.admin');
  });

  it('refuses an entry that is not deleted, put back twice, or an unknown id, in JSON', async () => {
    const saved = await editedNewsItem('Twice put back');
    const inUse = await putBack(`news/${saved.id}`, saved.version);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'not_deleted' });

    await remove(`news/${saved.id}`);
    expect((await putBack(`news/${saved.id}`, saved.version)).status).toBe(200);
    const again = await putBack(`news/${saved.id}`, saved.version);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'not_deleted', message: expect.any(String) });

    const unknown = await putBack('news/999999', 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found' });

    await remove(`news/${saved.id}`);
    const stale = await putBack(`news/${saved.id}`, saved.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'version_conflict' });
    expect((await putBack(`news/${saved.id}`, saved.version, member)).status).toBe(403);
    expect((await call(api(`news/${saved.id}/put-back`), { method: 'POST' })).status).toBe(401);
    // Still deleted after those refusals.
    expect((await call(api(`news/${saved.id}`))).status).toBe(404);
  });

  it('lets one of two editors pressing Undo at once put it back, and tells the other', async () => {
    const saved = await editedNewsItem('Undone at once');
    await remove(`news/${saved.id}`);
    const answers = await Promise.all([
      putBack(`news/${saved.id}`, saved.version),
      putBack(`news/${saved.id}`, saved.version, otherEditor),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const log = await call(api('audit-log?collection=news&limit=5'), { token: editor });
    const putBacks = log.body.items.filter(
      (item: { entryId: number; action: string }) =>
        item.entryId === saved.id && item.action === 'restore',
    );
    expect(putBacks).toHaveLength(1);
  });

  it('refuses edits while deleted; once back, an edit from the version read before the delete saves', async () => {
    const saved = await editedNewsItem('Edited around a delete');
    await remove(`news/${saved.id}`);
    const whileDeleted = await put(
      `news/${saved.id}`,
      { version: 2, title: 'Too late' },
      otherEditor,
    );
    expect(whileDeleted.status).toBe(404);
    const history = await call(api(`news/${saved.id}/revisions`), { token: editor });
    expect(history.status).toBe(404);

    await putBack(`news/${saved.id}`, saved.version);
    // The other editor's form still holds version 2: nothing changed while it was away.
    const edited = await put(
      `news/${saved.id}`,
      { version: 2, title: 'Edited after' },
      otherEditor,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: saved.id, version: 3, title: 'Edited after' });
    const stale = await put(`news/${saved.id}`, { version: 2, title: 'Stale' });
    expect(stale.status).toBe(409);
  });
});

describe('a deleted entry', () => {
  it('is left out of every public and studio read, list, search and count', async () => {
    const title = 'Hidden Zebra bulletin';
    const created = await post('news', { title, body: 'Zebra crossing.', date: '2026-11-21' });
    const id = created.body.id;
    const partner = await post('partners', {
      name: 'Quokka Rural Health Trust',
      description: 'Funds outreach clinics.',
    });
    const count = async () => Number((await call(`${server.memberApi}/partners/count`)).body);
    const search = async (query: string) => {
      const answer = await call(api('chat'), {
        method: 'POST',
        json: { query, sessionId: 'session-put-back', useRag: false },
      });
      return answer.body.sources.map((source: { title: string }) => source.title);
    };
    const partnersBefore = await count();
    expect(await search('Quokka Rural Health Trust')).toContain('Quokka Rural Health Trust');

    await remove(`news/${id}`);
    await remove(`partners/${partner.body.id}`);

    expect((await call(api(`news/${id}`))).status).toBe(404);
    expect((await call(api(`news/${id}?view=studio`), { token: editor })).status).toBe(404);
    expect(ids((await call(api('news?limit=100'))).body)).not.toContain(id);
    const studio = (query: string) =>
      call(api(`news?view=studio&limit=100${query}`), { token: editor });
    expect(ids((await studio('')).body)).not.toContain(id);
    expect(ids((await studio('&status=published')).body)).not.toContain(id);
    expect((await studio('&q=zebra')).body.items).toEqual([]);
    expect(await count()).toBe(partnersBefore - 1);
    expect(await search('Quokka Rural Health Trust')).not.toContain('Quokka Rural Health Trust');
    expect((await remove(`news/${id}`)).status).toBe(404);

    await putBack(`news/${id}`, 1);
    await putBack(`partners/${partner.body.id}`, 1);
    expect((await studio('&q=zebra')).body.items.map((item: Json) => item.title)).toEqual([title]);
    expect(await count()).toBe(partnersBefore);
    expect(await search('Quokka Rural Health Trust')).toContain('Quokka Rural Health Trust');
  });

  it('changes the public lists at once when deleted and when put back (their cache key moves)', async () => {
    const created = await post('news', { title: 'Cached post', body: 'B.', date: '2026-11-22' });
    const id = created.body.id;
    const first = await call(api('news?limit=100'));
    expect(ids(first.body)).toContain(id);
    await remove(`news/${id}`);
    const gone = await call(api('news?limit=100'), {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(gone.status).toBe(200);
    expect(ids(gone.body)).not.toContain(id);
    await putBack(`news/${id}`, 1);
    expect(ids((await call(api('news?limit=100'))).body)).toContain(id);
  });
});
