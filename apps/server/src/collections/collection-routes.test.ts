import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { type AdjustableClock, createAdjustableClock } from '../clock/clock';

let database: TestDatabase;
let server: TestServer;
let clock: AdjustableClock;
let editor: string;
let member: string;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createAdjustableClock();
  clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
  server = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
  editor = (await login(server, 'demo.editor')).body.access_token;
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

describe('minimal bodies', () => {
  it.each([
    ['news', { title: 'AGM', body: 'In Kabwe.', date: '2026-11-20' }, { tag: null, picture: null }],
    [
      'events',
      { title: 'CPD day', date: '2026-12-02', venue: 'Ndola' },
      { endDate: null, startTime: null, description: null },
    ],
    [
      'vacancies',
      { position: 'Clinical Officer', company: 'UTH', closingOn: '2026-12-31' },
      { country: 'Zambia', numberOfVacancies: 1, postedOn: '2026-11-23', comments: [], logo: null },
    ],
    [
      'people',
      { name: 'An Editor', position: 'President', group: 'national_executive_committee' },
      { order: 0, photo: null, gender: null },
    ],
    ['partners', { name: 'ZAMRA', description: 'Medicines' }, { url: null, order: 0, logo: null }],
  ])('%s: accepts the minimal body, published at once, version 1', async (name, body, defaults) => {
    const created = await post(name, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      ...body,
      ...defaults,
      status: 'published',
      publishAt: null,
      version: 1,
    });
    const read = await call(api(`${name}/${created.body.id}`));
    expect(read.body).toEqual(created.body);
  });
});

describe('validation', () => {
  it.each([
    ['news', { title: 'T', body: 'B' }, 'date'],
    ['news', { title: 'T', body: 'B', date: '2026-02-30' }, 'date'],
    [
      'news',
      { title: 'T', body: 'B', date: '2026-11-23', picture: { url: 'http://x.org/a.png' } },
      'picture.url',
    ],
    [
      'news',
      { title: 'T', body: 'B', date: '2026-11-23', picture: { url: 'javascript:alert(1)' } },
      'picture.url',
    ],
    ['news', { title: 'T', body: 'B', date: '2026-11-23', extra: 1 }, ''],
    ['events', { title: 'T', date: '2026-11-23', venue: 'V', startTime: '25:00' }, 'startTime'],
    ['events', { title: 'T', date: '2026-11-23', venue: 'V', endDate: '2026-11-22' }, 'endDate'],
    [
      'events',
      { title: 'T', date: '2026-11-23', venue: 'V', startTime: '14:00', endTime: '09:00' },
      'endTime',
    ],
    [
      'events',
      {
        title: 'T',
        date: '2026-11-23',
        endDate: '2026-11-23',
        venue: 'V',
        startTime: '14:00',
        endTime: '13:59',
      },
      'endTime',
    ],
    [
      'vacancies',
      { position: 'P', company: 'C', closingOn: '2026-12-01', numberOfVacancies: 0 },
      'numberOfVacancies',
    ],
    ['people', { name: 'N', position: 'P', group: 'the-choir' }, 'group'],
    [
      'people',
      { name: 'N', position: 'P', group: 'employees', publicationsUrl: 'ftp://x' },
      'publicationsUrl',
    ],
    ['partners', { name: 'N', description: 'D', url: 'not a url' }, 'url'],
    // The same address check as notices' pictures: only an upload's own name, no credentials.
    [
      'news',
      { title: 'T', body: 'B', date: '2026-11-23', picture: { url: '/api/uploads/..' } },
      'picture.url',
    ],
    [
      'partners',
      { name: 'N', description: 'D', logo: { url: 'https://user:pw@x.com/logo.png' } },
      'logo.url',
    ],
    ['partners', { name: 'N', description: 'D', url: 'https://user:pw@x.com' }, 'url'],
    [
      'people',
      {
        name: 'N',
        position: 'P',
        group: 'employees',
        publicationsUrl: 'https://coaz.org.zm@evil.example/papers',
      },
      'publicationsUrl',
    ],
    ['partners', { name: 'N', description: 'D', publishAt: 'tomorrow' }, 'publishAt'],
  ])('%s refuses %j with a 400 naming %s', async (name, body, field) => {
    const answer = await post(name, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining(field),
    });
  });

  it.each([
    ['news', { title: 'T', body: 'B', date: '0000-01-01' }, 'date'],
    ['news', { title: 'T', body: 'B', date: '1899-12-31' }, 'date'],
    [
      'news',
      { title: 'T', body: 'B', date: '2026-11-23', publishAt: '0000-01-01T00:00:00Z' },
      'publishAt',
    ],
    // The last hour of 9999 west of Greenwich is already 10000 in UTC, where it is stored.
    [
      'news',
      { title: 'T', body: 'B', date: '2026-11-23', publishAt: '9999-12-31T23:00:00-05:00' },
      'publishAt',
    ],
    ['events', { title: 'T', date: '0000-06-01', venue: 'V' }, 'date'],
    ['events', { title: 'T', date: '2026-11-23', venue: 'V', endDate: '0000-01-01' }, 'endDate'],
    ['vacancies', { position: 'P', company: 'C', closingOn: '0000-12-31' }, 'closingOn'],
    [
      'vacancies',
      { position: 'P', company: 'C', closingOn: '2026-12-31', postedOn: '0000-01-01' },
      'postedOn',
    ],
  ])(
    '%s refuses %j, a year no database or reader holds, with a 400 naming %s',
    async (name, body, field) => {
      const created = await post(name, body);
      expect(created.status, JSON.stringify(created.body)).toBe(400);
      expect(created.body).toMatchObject({
        error: 'validation_failed',
        message: expect.stringContaining(field),
      });
    },
  );

  it('refuses a year outside 1900-9999 on update too, and keeps the entry', async () => {
    const created = await post('news', { title: 'Old news', body: 'B', date: '1900-01-01' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const moved = await put(`news/${id}`, { version: 1, date: '0000-01-01' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(400);
    expect(moved.body).toMatchObject({ error: 'validation_failed' });
    const scheduled = await put(`news/${id}`, { version: 1, publishAt: '0000-01-01T00:00:00Z' });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(400);
    expect((await call(api(`news/${id}`))).body).toMatchObject({ version: 1, date: '1900-01-01' });
  });

  it('takes an event over several days that ends earlier in the day than it began', async () => {
    const created = await post('events', {
      title: 'Overnight vigil',
      date: '2026-12-01',
      endDate: '2026-12-02',
      venue: 'Ndola',
      startTime: '18:00',
      endTime: '06:00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const moved = await put(`events/${created.body.id}`, { version: 1, endDate: null });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toContain('endTime');
  });

  it('answers 400, never 500, for malformed ids, cursors and list parameters', async () => {
    for (const path of [
      'news/abc',
      'news/0',
      'news/99999999999',
      'news?limit=0',
      'news?limit=101',
      'news?cursor=nonsense',
      `news?cursor=${Buffer.from('["2026-02-31",1]').toString('base64url')}`,
      'events?when=tomorrow',
      'people?group=nobody',
      'news?q=agm',
    ]) {
      const answer = await call(api(path));
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const notJson = await fetch(api('news'), {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
      body: '{"title":',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('who may do what', () => {
  it('answers 401 without a token, 403 for a member who is not an editor', async () => {
    const body = { name: 'X', description: 'Y' };
    expect((await call(api('partners'), { method: 'POST', json: body })).status).toBe(401);
    const refused = await post('partners', body, member);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'forbidden' });
    expect((await call(api('partners?view=studio'))).status).toBe(401);
    expect((await call(api('partners?view=studio'), { token: member })).status).toBe(403);
    expect((await call(api('partners/1/revisions'), { token: member })).status).toBe(403);
  });

  it("answers a bad token with 401 token_invalid, the client's cue to refresh, not 403", async () => {
    for (const path of ['partners?view=studio', 'partners/1/revisions']) {
      const refused = await call(api(path), { token: `${editor}x` });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ error: 'token_invalid' });
    }
    const write = await post('partners', { name: 'X', description: 'Y' }, `${editor}x`);
    expect(write.status).toBe(401);
  });

  it('lets an admin edit as an editor does', async () => {
    const admin = (await login(server, 'demo.admin')).body.access_token;
    expect((await post('partners', { name: 'Admin', description: 'Added' }, admin)).status).toBe(
      201,
    );
  });
});

describe('drafts, scheduling and versions', () => {
  it('hides a draft from the public and shows it in the studio view', async () => {
    const draft = await post('news', {
      title: 'Draft notice',
      body: 'Not yet.',
      date: '2026-11-23',
      status: 'draft',
    });
    expect(draft.body.status).toBe('draft');
    expect((await call(api(`news/${draft.body.id}`))).status).toBe(404);
    const publicTitles = (await call(api('news?limit=100'))).body.items.map(
      (item: { title: string }) => item.title,
    );
    expect(publicTitles).not.toContain('Draft notice');
    const preview = await call(api(`news/${draft.body.id}?view=studio`), { token: editor });
    expect(preview.body).toMatchObject({ title: 'Draft notice', status: 'draft' });
    const drafts = await call(api('news?view=studio&status=draft'), { token: editor });
    expect(drafts.body.items.map((item: { id: number }) => item.id)).toEqual([draft.body.id]);

    const published = await put(`news/${draft.body.id}`, { version: 1, status: 'published' });
    expect(published.body).toMatchObject({
      status: 'published',
      version: 2,
      title: 'Draft notice',
    });
    expect((await call(api(`news/${draft.body.id}`))).status).toBe(200);
  });

  it('shows a scheduled entry once the clock reaches its time', async () => {
    const at = '2026-11-24T08:00:00+02:00';
    const scheduled = await post('events', {
      title: 'Scheduled event',
      date: '2026-12-10',
      venue: 'Kitwe',
      publishAt: at,
    });
    expect(scheduled.body.publishAt).toBe(new Date(at).toISOString());
    const listed = async () =>
      (await call(api('events?when=upcoming&limit=100'))).body.items.some(
        (item: { id: number }) => item.id === scheduled.body.id,
      );
    expect(await listed()).toBe(false);
    const inStudio = await call(api('events?view=studio&status=scheduled'), { token: editor });
    expect(inStudio.body.items.map((item: { id: number }) => item.id)).toContain(scheduled.body.id);
    try {
      clock.setNow(new Date('2026-11-24T08:00:01+02:00'));
      expect(await listed()).toBe(true);
    } finally {
      clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
    }
  });

  it('answers 409 to a stale version and keeps the newer save', async () => {
    const created = await post('partners', { name: 'Versioned', description: 'First' });
    const id = created.body.id;
    expect((await put(`partners/${id}`, { version: 1, description: 'Second' })).status).toBe(200);
    const stale = await put(`partners/${id}`, { version: 1, description: 'Third' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'version_conflict' });
    expect((await call(api(`partners/${id}`))).body).toMatchObject({
      description: 'Second',
      version: 2,
    });
    expect((await put('partners/999999', { version: 1, name: 'None' })).status).toBe(404);
  });

  // Before, each such save made a new version: another editor with the entry open was refused
  // ("They saved with nothing changed"), and the history and the audit log filled with them.
  it('writes nothing for an edit that changes nothing, so another editor still saves', async () => {
    const logo = { url: 'https://example.org/logo.png', alt: 'Logo', focusX: 50, focusY: 50 };
    const created = await post('partners', { name: 'Unchanged', description: 'Same', logo });
    const id = created.body.id;
    const audited = async () =>
      (await call(api('audit-log?collection=partners&limit=100'), { token: editor })).body.items
        .length;
    const linesBefore = await audited();
    const sameWords = await put(`partners/${id}`, { version: 1, description: 'Same' });
    expect(sameWords.status, JSON.stringify(sameWords.body)).toBe(200);
    expect(sameWords.body).toMatchObject({ version: 1, description: 'Same' });
    expect((await put(`partners/${id}`, { version: 1 })).body.version).toBe(1);
    const sentBack = await put(`partners/${id}`, {
      ...created.body,
      logo: { focusY: 50, focusX: 50, alt: 'Logo', url: logo.url },
      status: 'published',
      publishAt: null,
    });
    expect(sentBack.body).toMatchObject({ version: 1, updatedAt: created.body.updatedAt });
    const history = await call(api(`partners/${id}/revisions`), { token: editor });
    expect(history.body.items.map((item: { version: number }) => item.version)).toEqual([1]);
    expect(await audited()).toBe(linesBefore);
    const other = await put(`partners/${id}`, { version: 1, description: 'Changed' });
    expect(other.body).toMatchObject({ version: 2, description: 'Changed' });

    const scheduled = await post('news', {
      title: 'Unchanged schedule',
      body: 'In Kabwe.',
      date: '2026-12-01',
      publishAt: '2026-12-01T07:00:00+02:00',
    });
    const again = await put(`news/${scheduled.body.id}`, {
      version: 1,
      publishAt: '2026-12-01T05:00:00.000Z',
    });
    expect(again.body).toMatchObject({ version: 1, publishAt: '2026-12-01T05:00:00.000Z' });
    const moved = await put(`news/${scheduled.body.id}`, {
      version: 1,
      publishAt: '2026-12-01T08:00:00+02:00',
    });
    expect(moved.body.version).toBe(2);
  });

  it('keeps fields left out of an update, and refuses an update that breaks the entry', async () => {
    const created = await post('events', { title: 'Two days', date: '2026-12-01', venue: 'Ndola' });
    const id = created.body.id;
    const moved = await put(`events/${id}`, { version: 1, endDate: '2026-12-02' });
    expect(moved.body).toMatchObject({ title: 'Two days', venue: 'Ndola', endDate: '2026-12-02' });
    const sentBack = await put(`events/${id}`, { ...moved.body, venue: 'Ndola Teaching Hospital' });
    expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(200);
    expect(sentBack.body).toMatchObject({ id, version: 3, venue: 'Ndola Teaching Hospital' });
    const misspelt = await put(`events/${id}`, { version: 3, venu: 'Kitwe' });
    expect(misspelt.status).toBe(400);
    const broken = await put(`events/${id}`, { version: 3, date: '2026-12-05' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toContain('endDate');
  });

  it('unpublishes and deletes', async () => {
    const created = await post('news', {
      title: 'Short-lived',
      body: 'Gone soon.',
      date: '2026-11-22',
    });
    const id = created.body.id;
    expect((await put(`news/${id}`, { version: 1, status: 'draft' })).body.status).toBe('draft');
    expect((await call(api(`news/${id}`))).status).toBe(404);
    expect((await call(api(`news/${id}`), { method: 'DELETE', token: editor })).status).toBe(204);
    expect((await call(api(`news/${id}?view=studio`), { token: editor })).status).toBe(404);
    expect((await call(api(`news/${id}`), { method: 'DELETE', token: editor })).status).toBe(404);
  });
});

describe('revisions', () => {
  it('lists saved versions newest first and restores one as a new version', async () => {
    const created = await post('people', {
      name: 'First Name',
      position: 'Secretary General',
      group: 'national_executive_committee',
    });
    const id = created.body.id;
    await put(`people/${id}`, { version: 1, name: 'Second Name' });
    const revisions = await call(api(`people/${id}/revisions`), { token: editor });
    expect(revisions.status).toBe(200);
    expect(revisions.body.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    expect(revisions.body.items[1]).toMatchObject({
      savedBy: 'Demo Editor',
      entry: { name: 'First Name', version: 1 },
    });
    const first = revisions.body.items[1].revision;
    const stale = await call(api(`people/${id}/revisions/${first}/restore`), {
      method: 'POST',
      token: editor,
      json: { version: 1 },
    });
    expect(stale.status).toBe(409);
    const restored = await call(api(`people/${id}/revisions/${first}/restore`), {
      method: 'POST',
      token: editor,
      json: { version: 2 },
    });
    expect(restored.body).toMatchObject({ name: 'First Name', version: 3, status: 'published' });
    const missing = await call(api(`people/${id}/revisions/999999/restore`), {
      method: 'POST',
      token: editor,
      json: { version: 3 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('lists', () => {
  it('pages with limit and cursor without repeating or skipping an entry', async () => {
    const all = (await call(api('news?limit=100'))).body.items.map(
      (item: { id: number }) => item.id,
    );
    expect(all.length).toBeGreaterThan(5);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { id: number }[]; nextCursor: string | null } } = await call(
        api(`news?limit=4${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...page.body.items.map((item) => item.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
    const dates = (await call(api('news?limit=100'))).body.items.map(
      (item: { date: string }) => item.date,
    );
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('lists an event as upcoming until its end time in Lusaka, then as past', async () => {
    const event = await post('events', {
      title: 'Ends at 17:00',
      date: '2026-11-23',
      venue: 'Lusaka',
      startTime: '09:00',
      endTime: '17:00',
    });
    const dayOnly = await post('events', { title: 'All day', date: '2026-11-23', venue: 'Ndola' });
    const listed = async (when: string) =>
      (await call(api(`events?when=${when}&limit=100`))).body.items.map(
        (item: { id: number }) => item.id,
      );
    try {
      clock.setNow(new Date('2026-11-23T16:59:00+02:00'));
      expect(await listed('upcoming')).toContain(event.body.id);
      expect(await listed('past')).not.toContain(event.body.id);
      clock.setNow(new Date('2026-11-23T17:01:00+02:00'));
      expect(await listed('upcoming')).not.toContain(event.body.id);
      expect(await listed('past')).toContain(event.body.id);
      // With no end time an event lasts to the end of its day in Lusaka.
      expect(await listed('upcoming')).toContain(dayOnly.body.id);
      clock.setNow(new Date('2026-11-24T00:00:00+02:00'));
      expect(await listed('upcoming')).not.toContain(dayOnly.body.id);
      expect(await listed('past')).toContain(dayOnly.body.id);
    } finally {
      clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
    }
  });

  it('lists upcoming events by their start, so one under way leads one starting later', async () => {
    const congress = await post('events', {
      title: 'Congress',
      date: '2026-12-04',
      endDate: '2026-12-08',
      venue: 'Livingstone',
    });
    const tomorrow = await post('events', {
      title: 'Tomorrow',
      date: '2026-12-07',
      venue: 'Kitwe',
    });
    const afternoon = await post('events', {
      title: 'This afternoon',
      date: '2026-12-06',
      startTime: '14:00',
      endTime: '16:00',
      venue: 'Lusaka',
    });
    const morning = await post('events', {
      title: 'This morning',
      date: '2026-12-06',
      startTime: '08:30',
      endTime: '11:00',
      venue: 'Ndola',
    });
    const ours = [congress, tomorrow, afternoon, morning].map((event) => event.body.id as number);
    const inOrder = (items: { id: number }[]) =>
      items.map((item) => item.id).filter((id) => ours.includes(id));
    try {
      clock.setNow(new Date('2026-12-06T09:00:00+02:00'));
      const expected = [congress, morning, afternoon, tomorrow].map((event) => event.body.id);
      expect(inOrder((await call(api('events?when=upcoming&limit=100'))).body.items)).toEqual(
        expected,
      );
      // Paged one at a time, the cursor follows the same order.
      const paged: { id: number }[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: number }[]; nextCursor: string | null } } = await call(
          api(`events?when=upcoming&limit=1${cursor ? `&cursor=${cursor}` : ''}`),
        );
        paged.push(...page.body.items);
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(inOrder(paged)).toEqual(expected);
    } finally {
      clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
    }
  });

  it('lists past events by when they ended, latest first, and pages them so', async () => {
    const event = async (title: string, fields: Record<string, string>) =>
      (await post('events', { title, venue: 'Lusaka', ...fields })).body.id as number;
    const retreat = await event('Retreat', { date: '2026-12-30', endDate: '2027-01-02' });
    const outreach = await event('Outreach', { date: '2027-01-01' });
    const workshop = await event('Workshop', { date: '2027-01-15' });
    const vigil = await event('Vigil', {
      date: '2027-01-10',
      startTime: '20:00',
      endTime: '23:55',
    });
    const evening = await event('Evening', {
      date: '2027-01-10',
      startTime: '18:00',
      endTime: '22:00',
    });
    // With no end time, an event ends at the end of its day: after both evenings.
    const allDay = await event('All day', { date: '2027-01-10' });
    const morningA = await event('Morning A', {
      date: '2027-01-05',
      startTime: '09:00',
      endTime: '12:00',
    });
    const morningB = await event('Morning B', {
      date: '2027-01-05',
      startTime: '10:00',
      endTime: '12:00',
    });
    const ours = [retreat, outreach, workshop, vigil, evening, allDay, morningA, morningB];
    const inOrder = (items: { id: number }[]) =>
      items.map((item) => item.id).filter((id) => ours.includes(id));
    // Ending at the same moment, the one saved last comes first.
    const expected = [workshop, allDay, vigil, evening, morningB, morningA, retreat, outreach];
    try {
      clock.setNow(new Date('2027-01-20T09:00:00+02:00'));
      expect(inOrder((await call(api('events?when=past&limit=100'))).body.items)).toEqual(expected);
      const paged: { id: number }[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: number }[]; nextCursor: string | null } } = await call(
          api(`events?when=past&limit=2${cursor ? `&cursor=${cursor}` : ''}`),
        );
        paged.push(...page.body.items);
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(inOrder(paged)).toEqual(expected);
      expect(new Set(paged.map((item) => item.id)).size).toBe(paged.length);
    } finally {
      clock.setNow(new Date('2026-11-23T10:00:00+02:00'));
    }
  });

  it('splits events and vacancies by the date in Lusaka', async () => {
    const yesterday = await post('events', {
      title: 'Yesterday',
      date: '2026-11-22',
      venue: 'Lusaka',
    });
    const today = await post('events', { title: 'Today', date: '2026-11-23', venue: 'Lusaka' });
    const upcoming = (await call(api('events?when=upcoming&limit=100'))).body.items;
    const ids = upcoming.map((item: { id: number }) => item.id);
    expect(ids).toContain(today.body.id);
    expect(ids).not.toContain(yesterday.body.id);
    const starts = upcoming.map(
      (item: { date: string; startTime: string | null }) =>
        `${item.date} ${item.startTime ?? '00:00'}`,
    );
    expect([...starts].sort()).toEqual(starts);
    const past = (await call(api('events?when=past&limit=100'))).body.items.map(
      (item: { id: number }) => item.id,
    );
    expect(past).toContain(yesterday.body.id);

    const closed = await post('vacancies', {
      position: 'Closed',
      company: 'C',
      closingOn: '2026-11-22',
      postedOn: '2026-11-01',
    });
    const open = (await call(api('vacancies?when=open&limit=100'))).body.items.map(
      (item: { id: number }) => item.id,
    );
    expect(open).not.toContain(closed.body.id);
    // The seeded posts of 2024 are closed too.
    expect((await call(api('vacancies?when=closed&limit=100'))).body.items.length).toBeGreaterThan(
      1,
    );
  });

  it('lists people by group, by order then name', async () => {
    // Sample labels, not invented people: the letters they start with give the same test.
    for (const [name, order] of [
      ['Z sample officer', 1],
      ['A sample officer', 2],
      ['M sample officer', 1],
    ] as const) {
      await post('people', { name, position: 'Staff', group: 'employees', order });
    }
    const names = (await call(api('people?group=employees'))).body.items.map(
      (item: { name: string }) => item.name,
    );
    expect(names).toEqual(['M sample officer', 'Z sample officer', 'A sample officer']);
  });

  it('searches the studio view', async () => {
    await post('news', { title: 'Lab coats in Mansa', body: 'Luapula.', date: '2026-11-01' });
    const found = await call(api('news?view=studio&q=mansa'), { token: editor });
    expect(found.body.items.map((item: { title: string }) => item.title)).toEqual([
      'Lab coats in Mansa',
    ]);
    const literal = await call(api('news?view=studio&q=%25'), { token: editor });
    expect(literal.body.items).toEqual([]);
  });

  it('searches the studio view whatever the accents, as typed or left out', async () => {
    await post('news', {
      title: 'Café opens at Ndola Central',
      body: 'Coffee.',
      date: '2026-11-02',
    });
    await post('events', {
      title: 'Škola CPD',
      date: '2026-12-03',
      venue: 'Ñgombé Lodge, Chipata',
    });
    const titles = async (path: string) =>
      (await call(api(path), { token: editor })).body.items.map(
        (item: { title: string }) => item.title,
      );
    for (const q of ['cafe', 'CAFE', 'Café', 'cafe%CC%81', 'caf%C3%A9']) {
      expect(await titles(`news?view=studio&q=${q}`), q).toEqual(['Café opens at Ndola Central']);
    }
    expect(await titles('events?view=studio&q=skola')).toEqual(['Škola CPD']);
    expect(await titles('events?view=studio&q=ngombe')).toEqual(['Škola CPD']);
  });

  it('answers a repeated public list from cache with an ETag, and a change shows at once', async () => {
    const first = await fetch(api('partners'));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(api('partners'), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    await post('partners', { name: 'Aardvark Trust', description: 'First in the list', order: -1 });
    const changed = await fetch(api('partners'), { headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { items: { name: string }[] }).items[0]?.name).toBe(
      'Aardvark Trust',
    );
  });
});

describe('revisions of an entry the site was set up with', () => {
  it('keeps the seeded words as the first version at the first save, so they can be restored', async () => {
    // A partner of the first seed: never saved since, so no revision holds it.
    const partners = (await call(api('partners?limit=100'))).body.items;
    let seeded: Record<string, unknown> & { id: number; version: number } = partners[0];
    for (const partner of partners) {
      const saved = (await call(api(`partners/${partner.id}/revisions`), { token: editor })).body;
      if (saved.items.length === 0) seeded = partner;
    }
    expect(seeded.version).toBe(1);
    const edited = await put(`partners/${seeded.id}`, { version: 1, description: 'Typed over' });
    expect(edited.status).toBe(200);
    const revisions = (await call(api(`partners/${seeded.id}/revisions`), { token: editor })).body
      .items;
    expect(revisions.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    expect(revisions[1]).toMatchObject({
      savedBy: null,
      entry: { description: seeded.description },
    });
    const restored = await call(
      api(`partners/${seeded.id}/revisions/${revisions[1].revision}/restore`),
      {
        method: 'POST',
        token: editor,
        json: { version: 2 },
      },
    );
    expect(restored.body).toMatchObject({ description: seeded.description, version: 3 });
    // Recorded once: the next save finds version 3 among the revisions and adds only its own.
    const again = (await call(api(`partners/${seeded.id}/revisions`), { token: editor })).body
      .items;
    expect(again.map((item: { version: number }) => item.version)).toEqual([3, 2, 1]);
  });
});

describe('the first seed', () => {
  it('brings news, events, vacancies and partners from content-data, and no people', async () => {
    const fresh = await createTestDatabase();
    const other = await startTestServer(fresh, { mode: 'development' });
    try {
      const count = async (path: string) =>
        (await call(`${other.url}/api/${path}`)).body.items.length;
      expect(await count('news?limit=100')).toBeGreaterThan(10);
      expect(await count('events')).toBe(4);
      expect(await count('vacancies')).toBeGreaterThan(0);
      expect(await count('partners')).toBe(8);
      expect(await count('people')).toBe(0);
      const headlines = (await call(`${other.url}/api/news?limit=100`)).body.items.map(
        (item: { title: string }) => item.title,
      );
      expect(headlines).not.toContain('A presenter beside a screen showing a chart');
      expect((await call(`${other.url}/coaz/api/partners/count`)).body).toBe('8');
    } finally {
      await other.close();
      await fresh.drop();
    }
  });
});

describe('messages an editor reads', () => {
  it.each([
    [
      'an event that ends before it starts on one day',
      'events',
      {
        title: 'Night vigil',
        date: '2026-11-28',
        venue: 'Kabwe',
        startTime: '23:30',
        endTime: '01:00',
      },
      'endTime: must not be before the start time; for an event past midnight, give the end date',
    ],
    [
      'an event whose end date is before its date',
      'events',
      { title: 'CPD week', date: '2026-11-28', endDate: '2026-11-27', venue: 'Ndola' },
      'endDate: must not be before the start date',
    ],
    [
      'a vacancy that closes before it was posted',
      'vacancies',
      { position: 'P', company: 'C', postedOn: '2026-11-23', closingOn: '2026-11-01' },
      'closingOn: must not be before the posting date',
    ],
    [
      'a title over the limit',
      'events',
      { title: 'T'.repeat(201), date: '2026-11-28', venue: 'Kabwe' },
      'title: at most 200 characters',
    ],
    [
      'a description over the limit',
      'events',
      { title: 'T', date: '2026-11-28', venue: 'Kabwe', description: 'D'.repeat(10_001) },
      'description: at most 10,000 characters',
    ],
    [
      'a blank title',
      'news',
      { title: '   ', body: 'B', date: '2026-11-23' },
      'title: must not be blank',
    ],
    [
      'too many comment lines',
      'vacancies',
      { position: 'P', company: 'C', closingOn: '2026-12-31', comments: Array(51).fill('c') },
      'comments: at most 50 entries',
    ],
    ['a missing field', 'news', { title: 'T', body: 'B' }, 'date: must be filled in'],
  ])('says %s in plain words', async (_, name, body, message) => {
    const refused = await post(name, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'validation_failed', message });
  });
});
