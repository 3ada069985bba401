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

// Undo of a notice's delete puts back the same notice (README, "Notices"), as the collections'
// Undo does: the home page links to `/news#notice-N`, and editors share that address, so the
// notice must come back under its id, with its history, audited as put back, not as created.

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
  server = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
  editor = (await login(server, 'demo.editor')).body.access_token;
  otherEditor = (await login(server, 'demo.admin')).body.access_token;
  member = (await login(server, 'demo.active')).body.access_token;
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
const remove = (id: number, token = editor) =>
  call(api(`contents/${id}`), { method: 'DELETE', token });
const putBack = (id: number, version: number, token = editor) =>
  post(`contents/${id}/put-back`, { version }, token);
const ids = (body: Json) => (body as { id: number }[]).map((notice) => notice.id);
const auditOf = async (id: number) => {
  const log = await call(api('audit-log?collection=notices&limit=50'), { token: editor });
  expect(log.status, JSON.stringify(log.body)).toBe(200);
  return (
    log.body.items as { entryId: number; action: string; summary: string; actor: string }[]
  ).filter((line) => line.entryId === id);
};

/** A notice saved twice (versions 1 and 2), as an editor would have it. */
async function editedNotice(title: string, showUntil: string | null = null) {
  const created = await post('contents', { title, body: 'Members meet in Kabwe.', showUntil });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const edited = await put(`contents/${created.body.id}`, {
    version: 1,
    title,
    body: 'Members meet in Kabwe, hall B.',
    showUntil,
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return edited.body as Json;
}

describe('putting back a deleted notice', () => {
  it('brings back the same notice: its id, version, words and history, audited as put back', async () => {
    const saved = await editedNotice('Kabwe AGM venue');
    const id = saved.id;
    expect((await remove(id)).status).toBe(204);
    expect((await call(api(`contents/${id}`))).status).toBe(404);

    const back = await putBack(id, saved.version);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual(saved);
    expect((await call(api(`contents/${id}`))).body).toEqual(saved);
    expect(ids((await call(api('contents?limit=100'))).body)).toContain(id);

    const history = await call(api(`contents/${id}/revisions`), { token: editor });
    expect(history.status).toBe(200);
    expect(history.body.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    expect(history.body.items[1].entry).toMatchObject({ body: 'Members meet in Kabwe.' });

    const lines = await auditOf(id);
    expect(lines[0]).toMatchObject({
      actor: 'demo.editor',
      action: 'restore',
      summary:
        'Put back after deletion: notice “Kabwe AGM venue”, as version 2; it is on the site again',
    });
    expect(lines.map((line) => line.action)).toEqual(['restore', 'delete', 'update', 'create']);
    // Nothing was created: no second notice carries its title.
    const titled = ((await call(api('contents?limit=100'))).body as Json[]).filter(
      (notice) => notice.title === 'Kabwe AGM venue',
    );
    expect(titled.map((notice) => notice.id)).toEqual([id]);
  });

  it('says a notice put back past its last day is off the site, and keeps it off', async () => {
    const saved = await editedNotice('Registration closes Friday', '2026-11-27');
    await remove(saved.id);
    clock.setNow(new Date('2026-11-30T10:00:00+02:00'));
    try {
      const back = await putBack(saved.id, saved.version, otherEditor);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body).toMatchObject({ id: saved.id, showUntil: '2026-11-27' });
      expect((await call(api(`contents/${saved.id}`))).status).toBe(404);
      expect((await call(api(`contents/${saved.id}`), { token: editor })).status).toBe(200);
      expect((await auditOf(saved.id))[0]).toMatchObject({
        actor: 'demo.admin',
        summary:
          'Put back after deletion: notice “Registration closes Friday”, as version 2; its last day, 27 November 2026, has passed, so it is off the site',
      });
    } finally {
      clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
    }
  });

  it('refuses a notice that is not deleted, a stale version or an unknown id, in JSON', async () => {
    const saved = await editedNotice('Twice put back');
    const inUse = await putBack(saved.id, saved.version);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({ error: 'not_deleted' });
    const unknown = await putBack(999_999, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: 'not_found' });

    await remove(saved.id);
    const stale = await putBack(saved.id, saved.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'version_conflict' });
    expect((await putBack(saved.id, saved.version, member)).status).toBe(403);
    expect(
      (await call(api(`contents/${saved.id}/put-back`), { method: 'POST', json: { version: 2 } }))
        .status,
    ).toBe(401);
    // Still deleted after those refusals.
    expect((await call(api(`contents/${saved.id}`), { token: editor })).status).toBe(404);

    expect((await putBack(saved.id, saved.version)).status).toBe(200);
    const twice = await putBack(saved.id, saved.version, otherEditor);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: 'not_deleted' });
  });

  it('lets one of two editors pressing Undo at once put it back, and tells the other', async () => {
    const saved = await editedNotice('Undone at once');
    await remove(saved.id);
    const answers = await Promise.all([
      putBack(saved.id, saved.version),
      putBack(saved.id, saved.version, otherEditor),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      error: 'not_deleted',
    });
    const putBacks = (await auditOf(saved.id)).filter((line) => line.action === 'restore');
    expect(putBacks).toHaveLength(1);
  });
});

describe('a deleted notice', () => {
  it('is left out of every public and editor read, list, history, edit and restore', async () => {
    const saved = await editedNotice('Hidden Zebra clinic day');
    const id = saved.id;
    const history = await call(api(`contents/${id}/revisions`), { token: editor });
    const firstRevision = history.body.items.at(-1).revision;
    await remove(id);

    expect((await call(api(`contents/${id}`))).status).toBe(404);
    expect((await call(api(`contents/${id}`), { token: editor })).status).toBe(404);
    expect(ids((await call(api('contents?limit=100'))).body)).not.toContain(id);
    expect(ids((await call(api('contents?limit=100'), { token: editor })).body)).not.toContain(id);
    expect((await call(api(`contents/${id}/revisions`), { token: editor })).status).toBe(404);
    const edit = await put(`contents/${id}`, {
      version: saved.version,
      title: 'Too late',
      body: 'Edited while deleted.',
    });
    expect(edit.status).toBe(404);
    const restore = await post(`contents/${id}/revisions/${firstRevision}/restore`, {
      version: saved.version,
    });
    expect(restore.status).toBe(404);
    expect((await remove(id)).status).toBe(404);

    // Once back, an edit from the version read before the delete saves: nothing changed meanwhile.
    await putBack(id, saved.version);
    const edited = await put(
      `contents/${id}`,
      { version: saved.version, title: 'Edited after', body: 'Back.' },
      otherEditor,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id, version: saved.version + 1, title: 'Edited after' });
  });

  it('changes the public list at once when deleted and when put back (its cache key moves)', async () => {
    const created = await post('contents', { title: 'Cached notice', body: 'B.' });
    const id = created.body.id;
    const first = await call(api('contents?limit=100'));
    expect(ids(first.body)).toContain(id);
    await remove(id);
    const gone = await call(api('contents?limit=100'), {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(gone.status).toBe(200);
    expect(ids(gone.body)).not.toContain(id);
    await putBack(id, 1);
    expect(ids((await call(api('contents?limit=100'))).body)).toContain(id);
    expect((await call(api(`contents/${id}`))).status).toBe(200);
  });
});
