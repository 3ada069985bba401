import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../errors/conflict-error';
import { createTestClient } from '../test-support/test-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function loggedIn(username = 'demo.editor') {
  const { client, tokenStore } = createTestClient(server);
  tokenStore.write(server.issueTokens(username));
  return client;
}

describe('collections', () => {
  it('creates each collection from its minimal body', async () => {
    const client = loggedIn();
    await expect(
      client.news.create({ title: 'AGM', body: 'In Kabwe.', date: '2026-11-20' }),
    ).resolves.toMatchObject({ id: 1, status: 'published', tag: null, version: 1 });
    await expect(
      client.events.create({ title: 'CPD day', date: '2026-12-02', venue: 'Ndola' }),
    ).resolves.toMatchObject({ venue: 'Ndola', endDate: null });
    await expect(
      client.vacancies.create({
        position: 'Clinical Officer',
        company: 'UTH',
        closingOn: '2026-12-31',
      }),
    ).resolves.toMatchObject({ country: 'Zambia', numberOfVacancies: 1 });
    await expect(
      client.people.create({
        name: 'A. Editor',
        position: 'President',
        group: 'national_executive_committee',
      }),
    ).resolves.toMatchObject({ order: 0 });
    await expect(
      client.partners.create({ name: 'Ministry of Health', description: 'Policy' }),
    ).resolves.toMatchObject({ url: null });
  });

  it('pages a list with the cursor and sends filters as query parameters', async () => {
    const client = loggedIn();
    for (const day of ['01', '02', '03']) {
      await client.events.create({ title: `Day ${day}`, date: `2026-12-${day}`, venue: 'Lusaka' });
    }
    const first = await client.events.list({ limit: 2, when: 'upcoming' });
    expect(first.items.map((event) => event.title)).toEqual(['Day 01', 'Day 02']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await client.events.list({ limit: 2, cursor: first.nextCursor ?? '' });
    expect(second).toMatchObject({ items: [{ title: 'Day 03' }], nextCursor: null });
    expect(server.received.at(-1)?.path).toBe('/api/events');
  });

  it('reads a draft only in the studio view', async () => {
    const client = loggedIn();
    const draft = await client.news.create({
      title: 'Draft',
      body: 'Not yet.',
      date: '2026-11-23',
      status: 'draft',
    });
    const anonymous = createTestClient(server).client;
    await expect(anonymous.news.get(draft.id)).rejects.toMatchObject({ status: 404 });
    expect((await anonymous.news.list()).items).toEqual([]);
    await expect(client.news.get(draft.id, { view: 'studio' })).resolves.toMatchObject({
      status: 'draft',
    });
    await expect(anonymous.news.list({ view: 'studio' })).rejects.toMatchObject({ status: 401 });
  });

  it('refuses a stale update with a ConflictError and restores a revision', async () => {
    const client = loggedIn();
    const opened = await client.partners.create({ name: 'ZAMRA', description: 'First' });
    const saved = await client.partners.update(opened.id, { version: 1, description: 'Second' });
    expect(saved).toMatchObject({ description: 'Second', version: 2 });

    const stale = client.partners.update(opened.id, { version: 1, description: 'Third' });
    await expect(stale).rejects.toBeInstanceOf(ConflictError);

    const revisions = await client.partners.revisions(opened.id);
    expect(revisions.map((revision) => revision.version)).toEqual([2, 1]);
    const restored = await client.partners.restore(opened.id, revisions[1]?.revision ?? 0, 2);
    expect(restored).toMatchObject({ description: 'First', version: 3 });
    await expect(client.partners.restore(opened.id, 1, 2)).rejects.toBeInstanceOf(ConflictError);
  });

  it('removes an entry and passes on 403 for a member who is not an editor', async () => {
    const client = loggedIn();
    const person = await client.people.create({ name: 'B', position: 'Staff', group: 'employees' });
    await expect(loggedIn('demo.active').people.remove(person.id)).rejects.toMatchObject({
      status: 403,
      message: 'Only editors may change contents',
    });
    await client.people.remove(person.id);
    expect((await client.people.list({ group: 'employees' })).items).toEqual([]);
  });

  it('uses the fetch it is given', async () => {
    const seen: string[] = [];
    const { client } = createTestClient(server, {
      fetch: (input, init) => {
        seen.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    });
    await client.vacancies.list({ when: 'open' });
    expect(seen).toEqual([`${server.apiBaseUrl}vacancies?when=open`]);
  });
});
