import { newsItems, newsNewestFirst, readNewsDate } from '@coaz/content-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { contentPollMs: 0 });
  editor = (await login(server, 'demo.editor')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const api = (path: string) => `${server.url}/api/${path}`;

type Post = { id: number; title: string; date: string; datePrecision: string; version: number };

async function seededPost(title: string): Promise<Post> {
  const { body } = await call(api('news?limit=100'));
  const found = (body.items as Post[]).find((post) => post.title === title);
  if (!found) throw new Error(`no seeded post "${title}"`);
  return found;
}

describe("the first seed's news dates", () => {
  it('keeps a post dated by its day to the day', async () => {
    const agm = await seededPost('Members meet in Lusaka for the 2024 annual general meeting');
    expect(agm).toMatchObject({ date: '2024-10-16', datePrecision: 'day' });
  });

  it('keeps a post published with its month alone to the month, never a made-up 1st', async () => {
    // Shown as "1 October 2024", the resolutions were dated before the AGM (16 October) that
    // adopted them.
    const resolutions = await seededPost('Resolutions of the 2024 AGM');
    expect(resolutions).toMatchObject({ date: '2024-10-01', datePrecision: 'month' });
    const cpdDay = await seededPost('Copperbelt CPD day on emergency care of children');
    expect(cpdDay).toMatchObject({ date: '2024-11-01', datePrecision: 'month' });
  });

  it('shows no date for a post published without one, listed where it was entered', async () => {
    const chipata = await seededPost('Eastern Province distribution at Chipata Central Hospital');
    // The day of the post entered before it (Livingstone's), for its place in the list only.
    expect(chipata).toMatchObject({ date: '2024-04-05', datePrecision: 'undated' });
  });
});

// The web lists content-data's posts by `newsNewestFirst` where the server's list is not read
// (prerendered pages, related posts), and the server lists its first seed of them by date and
// entry: the two orders are one, or a reader sees the news in one order on one page and another
// on the next. An undated post is where the two drifted before.
describe("the first seed's news order", () => {
  it('is the order newsNewestFirst gives the same posts', async () => {
    const listed: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const { status, body } = await call(api(`news?limit=100${query}`));
      expect(status).toBe(200);
      listed.push(...(body.items as Post[]).map((post) => post.title));
      cursor = body.nextCursor;
    } while (cursor);
    const headings = newsItems.map((item) => item.heading);
    // Titles name the posts on both sides, so each must name one.
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings.some((heading) => !listed.includes(heading))).toBe(false);
    expect(listed.filter((title) => headings.includes(title))).toEqual(
      newsNewestFirst().map((item) => item.heading),
    );
    // The undated post is among them, or the test would not cover where the orders drifted.
    expect(newsItems.some((item) => readNewsDate(item.date) === undefined)).toBe(true);
  });
});

describe("a news item's datePrecision", () => {
  const send = (method: string, path: string, json: unknown) =>
    call(api(path), { method, token: editor, json });

  it('is the day unless an editor says otherwise, and is kept as they set it', async () => {
    const created = await send('POST', 'news', { title: 'T', body: 'B', date: '2026-11-20' });
    expect(created.status).toBe(201);
    expect(created.body.datePrecision).toBe('day');
    const month = await send('PUT', `news/${created.body.id}`, {
      version: 1,
      datePrecision: 'month',
    });
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ date: '2026-11-20', datePrecision: 'month' });
  });

  it('refuses anything else with a 400 naming the field', async () => {
    const refused = await send('POST', 'news', {
      title: 'T',
      body: 'B',
      date: '2026-11-20',
      datePrecision: 'week',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('datePrecision');
    // Refused for its value, not as a field the route does not know.
    expect(refused.body.message).not.toContain('Unrecognized');
  });
});
