import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editor: string;
let admin: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editor = (await login(server, 'demo.editor')).body.access_token;
  admin = (await login(server, 'demo.admin')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const api = (path: string) => `${server.url}/api/${path}`;

/** A demo member's membership number, as the seed gave it. */
async function membershipNumberOf(username: string): Promise<string> {
  const rows = (await database.execute(
    `SELECT membership_number FROM users WHERE username = '${username}'`,
  )) as { membership_number: string }[];
  return rows[0]?.membership_number ?? '';
}

describe('audit log', () => {
  it('records who created, published, scheduled, unpublished, restored and deleted what', async () => {
    const created = await call(api('news'), {
      method: 'POST',
      token: editor,
      json: { title: 'Audited', body: 'Text.', date: '2026-11-23', status: 'draft' },
    });
    const id = created.body.id;
    const steps = [
      { version: 1, status: 'published' },
      { version: 2, publishAt: '2099-01-01T08:00:00+02:00' },
      { version: 3, status: 'draft', publishAt: null },
      { version: 4, title: 'Audited again' },
    ];
    for (const step of steps) {
      const saved = await call(api(`news/${id}`), { method: 'PUT', token: editor, json: step });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const [oldest] = (await call(api(`news/${id}/revisions`), { token: editor })).body.items.slice(
      -1,
    );
    await call(api(`news/${id}/revisions/${oldest.revision}/restore`), {
      method: 'POST',
      token: editor,
      json: { version: 5 },
    });
    await call(api(`news/${id}`), { method: 'DELETE', token: editor });

    const log = await call(api('audit-log?collection=news&limit=7'), { token: editor });
    expect(log.status).toBe(200);
    const mine = log.body.items.filter((item: { entryId: number }) => item.entryId === id);
    expect(mine.map((item: { action: string }) => item.action)).toEqual([
      'delete',
      'restore',
      'update',
      'unpublish',
      'schedule',
      'publish',
      'create',
    ]);
    // The time it goes out, as an editor reads it: Lusaka's, in the site's date format.
    expect(mine[4].summary).toBe(
      'Scheduled news item “Audited” for 1 January 2099, 08:00 (Lusaka time)',
    );
    expect(mine[0]).toMatchObject({
      actor: 'demo.editor',
      collection: 'news',
      summary: expect.stringContaining('Audited'),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  // Restore brings back a version's words, not whether the post is on the site (README, "Restore"):
  // restoring the version saved when a post was unpublished leaves it published, so the audit line
  // says which version came back and where the post stands, not only "an earlier version".
  it('says which version a restore brought back and that the publication stayed as it was', async () => {
    const created = await call(api('news'), {
      method: 'POST',
      token: editor,
      json: { title: 'Restored words', body: 'First words.', date: '2026-11-24' },
    });
    const id = created.body.id;
    const put = async (json: Record<string, unknown>) => {
      const saved = await call(api(`news/${id}`), { method: 'PUT', token: editor, json });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body;
    };
    await put({ version: 1, status: 'draft', body: 'Taken down.' });
    await put({ version: 2, status: 'published', body: 'Back up.' });
    const revisions = (await call(api(`news/${id}/revisions`), { token: editor })).body.items;
    const unpublished = revisions.find((item: { version: number }) => item.version === 2);
    expect(unpublished.entry.status).toBe('draft');
    const restore = (revision: number, version: number) =>
      call(api(`news/${id}/revisions/${revision}/restore`), {
        method: 'POST',
        token: editor,
        json: { version },
      });
    const restored = await restore(unpublished.revision, 3);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, status: 'published', body: 'Taken down.' });
    const published = await call(api(`news/${id}`));
    expect(published.status).toBe(200);
    await put({ version: 4, status: 'draft' });
    const first = revisions.find((item: { version: number }) => item.version === 1);
    expect((await restore(first.revision, 5)).body).toMatchObject({ status: 'draft' });
    await put({ version: 6, status: 'published', publishAt: '2099-03-01T09:00:00+02:00' });
    expect((await restore(unpublished.revision, 7)).body).toMatchObject({ status: 'published' });

    const log = await call(api('audit-log?collection=news&limit=20'), { token: editor });
    const summaries = log.body.items
      .filter((item: { entryId: number; action: string }) => item.entryId === id)
      .filter((item: { action: string }) => item.action === 'restore')
      .map((item: { summary: string }) => item.summary);
    expect(summaries).toEqual([
      'Restored version 2 of news item “Restored words”, saved as version 8; it stays scheduled for 1 March 2099, 09:00 (Lusaka time)',
      'Restored version 1 of news item “Restored words”, saved as version 6; it stays a draft, off the site',
      'Restored version 2 of news item “Restored words”, saved as version 4; it stays published',
    ]);
  });

  // A recorded payment's line names the member, the sum and the bank reference.
  it('keeps the payments the secretariat recorded to admins', async () => {
    await database.execute(
      "INSERT INTO audit_log (actor, action, collection, entry_id, summary) VALUES ('demo.admin', 'create', 'payments', 1, 'Recorded K300 by bank transfer (reference TEST-1)')",
    );
    const read = async (token: string, query = '') =>
      (await call(api(`audit-log?limit=100${query}`), { token })).body.items.map(
        (item: { collection: string }) => item.collection,
      );
    expect(await read(editor)).not.toContain('payments');
    expect(await read(editor, '&collection=payments')).toEqual([]);
    expect(await read(admin, '&collection=payments')).toEqual(['payments']);
  });

  it('pages newest first and is for editors only', async () => {
    const first = await call(api('audit-log?limit=2'), { token: editor });
    expect(first.body.items).toHaveLength(2);
    const second = await call(api(`audit-log?limit=2&cursor=${first.body.nextCursor}`), {
      token: editor,
    });
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
    expect((await call(api('audit-log'))).status).toBe(401);
    const member = (await login(server, 'demo.active')).body.access_token;
    expect((await call(api('audit-log'), { token: member })).status).toBe(403);
    expect((await call(api('audit-log?cursor=zzz'), { token: editor })).status).toBe(400);
  });
});

describe('roles', () => {
  it('lets an admin make a member an editor, audited, and take it back', async () => {
    const before = (await call(api('editors'), { token: admin })).body.items;
    expect(
      before.map((item: { username: string; role: string }) => [item.username, item.role]),
    ).toEqual([
      ['demo.admin', 'admin'],
      ['demo.editor', 'editor'],
    ]);
    const member = (await login(server, 'demo.active')).body.access_token;
    const write = () =>
      call(api('partners'), {
        method: 'POST',
        token: member,
        json: { name: 'By a new editor', description: 'Test' },
      });
    expect((await write()).status).toBe(403);

    const promoted = await call(api('members/demo.active/role'), {
      method: 'PUT',
      token: admin,
      json: { role: 'editor' },
    });
    expect(promoted.body).toMatchObject({ username: 'demo.active', role: 'editor' });
    // The same token works at once: roles are read at every request, not baked into tokens.
    expect((await write()).status).toBe(201);

    await call(api('members/demo.active/role'), {
      method: 'PUT',
      token: admin,
      json: { role: 'member' },
    });
    expect((await write()).status).toBe(403);
    const log = await call(api('audit-log?collection=members'), { token: editor });
    expect(log.body.items.map((item: { action: string; summary: string }) => item.summary)).toEqual(
      [
        'Changed the role of demo.active from editor to member',
        'Changed the role of demo.active from member to editor',
      ],
    );
  });

  it('finds the member however the user name is written, as login does', async () => {
    const promoted = await call(api('members/DEMO.Active/role'), {
      method: 'PUT',
      token: admin,
      json: { role: 'editor' },
    });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body).toMatchObject({ username: 'demo.active', role: 'editor' });
    const back = await call(api('members/%20demo.active%20/role'), {
      method: 'PUT',
      token: admin,
      json: { role: 'member' },
    });
    expect(back.body).toMatchObject({ username: 'demo.active', role: 'member' });
    const own = await call(api('members/DEMO.ADMIN/role'), {
      method: 'PUT',
      token: admin,
      json: { role: 'member' },
    });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ error: 'own_role' });
  });

  it('refuses editors, unknown members, unknown roles, a NUL in the name and an admin changing their own role', async () => {
    const put = (username: string, json: unknown, token = admin) =>
      call(api(`members/${username}/role`), { method: 'PUT', token, json });
    expect((await put('demo.active', { role: 'editor' }, editor)).status).toBe(403);
    expect((await call(api('editors'), { token: editor })).status).toBe(403);
    expect((await put('nobody.here', { role: 'editor' })).status).toBe(404);
    expect((await put('demo.active', { role: 'owner' })).status).toBe(400);
    const nul = await put('%00', { role: 'editor' });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    const own = await put('demo.admin', { role: 'member' });
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ error: 'own_role' });
  });

  // Staff know a colleague by name and number; the user name is on the member's dashboard only.
  it('finds the member by membership number or mobile number, written as on a card', async () => {
    const number = await membershipNumberOf('demo.active');
    expect(number).toMatch(/^COAZ-\d{6}$/);
    // An application not yet approved that gives the same number holds nothing against a member.
    await database.execute(
      "INSERT INTO users (username, password_hash, status, role, phone_number) VALUES ('applicant.same.phone', 'x', 'INCOMPLETE_REGISTRATION', 'member', '260971000001')",
    );
    const put = (member: string, role: string) =>
      call(api(`members/${encodeURIComponent(member)}/role`), {
        method: 'PUT',
        token: admin,
        json: { role },
      });
    const typedNumber = `coaz ${Number(number.slice(5))}`;
    const byNumber = await put(typedNumber, 'editor');
    expect(byNumber.status, JSON.stringify(byNumber.body)).toBe(200);
    expect(byNumber.body).toMatchObject({ username: 'demo.active', role: 'editor' });
    const byPhone = await put('+260 (0)97 100 0001', 'member');
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(200);
    expect(byPhone.body).toMatchObject({ username: 'demo.active', role: 'member' });
    // The audit log names the account, not what was typed.
    const log = await call(api('audit-log?collection=members&limit=2'), { token: editor });
    expect(log.body.items.map((item: { summary: string }) => item.summary)).toEqual([
      'Changed the role of demo.active from editor to member',
      'Changed the role of demo.active from member to editor',
    ]);
    // The admin's own number is their own, as their user name is.
    const own = await put('0971000006', 'member');
    expect(own.status).toBe(400);
    expect(own.body).toMatchObject({ error: 'own_role' });
  });

  it('names nobody when nothing or more than one account matches, and makes no admin or editor an editor', async () => {
    const put = (member: string, role = 'editor') =>
      call(api(`members/${encodeURIComponent(member)}/role`), {
        method: 'PUT',
        token: admin,
        json: { role },
      });
    for (const nobody of ['COAZ-999999', '0979999999', 'no.such.member']) {
      const answer = await put(nobody);
      expect(answer.status, nobody).toBe(404);
      expect(answer.body).toMatchObject({
        error: 'not_found',
        message: 'No member has that membership number, mobile number or user name',
      });
    }
    // A number on two members' accounts (written before numbers were checked), and a user name
    // that is another member's number.
    await database.execute(
      "INSERT INTO users (username, password_hash, status, role, phone_number) VALUES ('second.holder', 'x', 'ACTIVE', 'member', '260971000001'), ('0971000002', 'x', 'ACTIVE', 'member', NULL)",
    );
    for (const several of ['0971000001', '0971000002']) {
      const answer = await put(several);
      expect(answer.status, several).toBe(409);
      expect(answer.body).toMatchObject({
        error: 'several_members',
        message: expect.stringContaining('give their membership number or user name instead'),
      });
    }
    const roles = (await database.execute(
      "SELECT username, role FROM users WHERE username IN ('demo.active', 'second.holder', '0971000002', 'demo.editor') ORDER BY username",
    )) as { username: string; role: string }[];
    expect(roles.map((row) => row.role)).toEqual(['member', 'member', 'editor', 'member']);

    // Named by a number, an editor or an admin is not known to the studio before the answer.
    const number = await membershipNumberOf('demo.editor');
    const editors = await put(number);
    expect(editors.status).toBe(409);
    expect(editors.body).toMatchObject({
      error: 'editor_already',
      message: 'demo.editor is an editor already',
    });
    expect((await put('demo.editor', 'admin')).status).toBe(200);
    const admins = await put(number);
    expect(admins.status).toBe(409);
    expect(admins.body).toMatchObject({
      error: 'admin_already',
      message:
        "demo.editor is an admin, who edits the site already; an admin's role is not changed here",
    });
    expect((await put('demo.editor', 'member')).status).toBe(200);
    expect((await put('demo.editor', 'editor')).status).toBe(200);
  });

  // Runs last in this file: it leaves demo.editor an admin or demo.admin a member.
  it('never leaves the association without an admin when two admins take each other’s role at once', async () => {
    const put = (username: string, token: string) =>
      call(api(`members/${username}/role`), { method: 'PUT', token, json: { role: 'member' } });
    const made = await call(api('members/demo.editor/role'), {
      method: 'PUT',
      token: admin,
      json: { role: 'admin' },
    });
    expect(made.status).toBe(200);
    const [first, second] = await Promise.all([
      put('demo.editor', admin),
      put('demo.admin', editor),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    const refused = first.status === 403 ? first : second;
    expect(refused.body).toMatchObject({ error: 'forbidden' });
    const rows = (await database.execute(
      "SELECT username FROM users WHERE role = 'admin' AND username IN ('demo.admin', 'demo.editor')",
    )) as { username: string }[];
    expect(rows).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('documents every collection route and the studio routes', async () => {
    const { body } = await call(api('openapi.json'));
    for (const path of [
      '/api/news',
      '/api/events/{id}',
      '/api/vacancies/{id}/revisions',
      '/api/people/{id}/revisions/{revision}/restore',
      '/api/partners',
      '/api/audit-log',
      '/api/editors',
      '/api/members/{member}/role',
      '/api/dev/clock',
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
    expect(body.components.schemas).toHaveProperty('NewsItem');
    expect(body.components.schemas).toHaveProperty('NewVacancy');
  });
});
