import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editor = (await login(server, 'demo.editor')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const api = (path: string) => `${server.url}/api/${path}`;

interface NoticeRevision {
  revision: number;
  version: number;
  savedBy: string | null;
  savedAt: string;
  entry: { title: string; body: string; showUntil: string | null; imageAlt: string };
}

const historyOf = async (id: number): Promise<NoticeRevision[]> => {
  const answer = await call(api(`contents/${id}/revisions`), { token: editor });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
};

describe('the history of a notice', () => {
  it('keeps every save, newest first, and a restore brings back the words but not the end date', async () => {
    const created = await call(api('contents'), {
      method: 'POST',
      token: editor,
      json: { title: 'AGM venue', body: 'Mulungushi, hall A.', showUntil: null },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const edited = await call(api(`contents/${id}`), {
      method: 'PUT',
      token: editor,
      json: {
        version: 1,
        title: 'AGM venue moved',
        body: 'Hall B, by mistake.',
        showUntil: '2099-12-31',
      },
    });
    expect(edited.status).toBe(200);

    const history = await historyOf(id);
    expect(
      history.map((revision) => [revision.version, revision.savedBy, revision.entry.title]),
    ).toEqual([
      [2, 'Demo Editor', 'AGM venue moved'],
      [1, 'Demo Editor', 'AGM venue'],
    ]);
    const first = history[1] as NoticeRevision;

    const restored = await call(api(`contents/${id}/revisions/${first.revision}/restore`), {
      method: 'POST',
      token: editor,
      json: { version: 2 },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({
      id,
      version: 3,
      title: 'AGM venue',
      body: 'Mulungushi, hall A.',
      // Whether the public sees it stays as it is now, as a collection entry's publication does.
      showUntil: '2099-12-31',
    });
    // The public reads the restored words at once.
    const shown = await call(api(`contents/${id}`));
    expect(shown.body.title).toBe('AGM venue');
    // The restore is a version of its own, so the mistake it undid can be brought back too.
    expect((await historyOf(id)).map((revision) => revision.version)).toEqual([3, 2, 1]);
    const log = await call(api('audit-log?collection=notices&limit=3'), { token: editor });
    expect(
      log.body.items.map((item: { action: string; summary: string }) => [
        item.action,
        item.summary,
      ]),
    ).toEqual([
      ['restore', 'Restored version 1 of notice “AGM venue”, saved as version 3'],
      ['update', 'Edited notice “AGM venue moved”'],
      ['create', 'Created notice “AGM venue”'],
    ]);
  });

  it('keeps a notice published before notices kept versions, saved by no one, at its first edit', async () => {
    const [seeded] = (await database.execute(
      'SELECT id, title, version FROM contents ORDER BY id LIMIT 1',
    )) as { id: number; title: string; version: number }[];
    if (!seeded) throw new Error('the demo seed has no notice');
    expect(await historyOf(seeded.id)).toEqual([]);
    const edited = await call(api(`contents/${seeded.id}`), {
      method: 'PUT',
      token: editor,
      json: { version: seeded.version, title: 'Edited seeded notice', body: 'New words.' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const history = await historyOf(seeded.id);
    expect(history.map((revision) => [revision.savedBy, revision.entry.title])).toEqual([
      ['Demo Editor', 'Edited seeded notice'],
      [null, seeded.title],
    ]);
  });

  it('refuses a restore over a newer save, an unknown revision or notice, and anyone but an editor', async () => {
    const created = await call(api('contents'), {
      method: 'POST',
      token: editor,
      json: { title: 'Two editors', body: 'First words.' },
    });
    const id = created.body.id;
    await call(api(`contents/${id}`), {
      method: 'PUT',
      token: editor,
      json: { version: 1, title: 'Two editors', body: 'Second words.' },
    });
    const [, first] = await historyOf(id);
    const restore = (
      json: unknown,
      revision = first?.revision,
      // null: signed out (undefined would take the default).
      token: string | null = editor,
    ) =>
      call(api(`contents/${id}/revisions/${revision}/restore`), {
        method: 'POST',
        json,
        ...(token ? { token } : {}),
      });
    const stale = await restore({ version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'version_conflict' });
    // Another notice's revision is not this one's.
    const other = await call(api('contents'), {
      method: 'POST',
      token: editor,
      json: { title: 'Another', body: 'Words.' },
    });
    const [otherRevision] = await historyOf(other.body.id);
    expect((await restore({ version: 2 }, otherRevision?.revision)).status).toBe(404);
    expect((await restore({ version: 2 }, 99_999_999)).status).toBe(404);
    expect((await restore({})).status).toBe(400);
    expect((await restore({ version: 2, title: 'x' })).status).toBe(400);
    expect((await call(api('contents/99999999/revisions'), { token: editor })).status).toBe(404);
    expect((await call(api('contents/abc/revisions'), { token: editor })).status).toBe(400);
    expect((await call(api(`contents/${id}/revisions`))).status).toBe(401);
    expect((await restore({ version: 2 }, first?.revision, null)).status).toBe(401);
    const member = (await login(server, 'demo.active')).body.access_token;
    expect((await call(api(`contents/${id}/revisions`), { token: member })).status).toBe(403);
    expect((await restore({ version: 2 }, first?.revision, member)).status).toBe(403);
    // Nothing refused was written.
    expect((await historyOf(id)).map((revision) => revision.version)).toEqual([2, 1]);
  });
});
