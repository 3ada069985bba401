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

const postNews = (title: string, body = 'The branch meets on Friday.') =>
  call(`${server.url}/api/news`, {
    method: 'POST',
    token: editor,
    json: { title, body, date: '2026-12-04' },
  });

describe('text fields', () => {
  it('refuse what would be stored or shown other than sent, naming the field', async () => {
    const refused: [string, string][] = [
      ['Lone \ud800 half', 'title: must be whole characters'],
      ['Red \u001b[31m alert', 'title: must not contain control characters'],
      ['Bell \u0007 rings', 'title: must not contain control characters'],
      ['Demo \u202erebmeM', 'title: must not contain direction overrides'],
      ['Isolated \u2067text\u2069', 'title: must not contain direction overrides'],
      // Unicode's noncharacters, which XML 1.0 forbids (U+FFFE, U+FFFF) or no reader expects:
      // one in a title made every feed reader refuse the whole of /feed.xml.
      ['Reversed \ufffe mark', 'title: must not contain noncharacters'],
      ['Last \uffff point', 'title: must not contain noncharacters'],
      ['Arabic block \ufdd0 hole', 'title: must not contain noncharacters'],
      ['Arabic block \ufdef hole', 'title: must not contain noncharacters'],
      ['Plane one \u{1fffe} end', 'title: must not contain noncharacters'],
      ['Last plane \u{10ffff} end', 'title: must not contain noncharacters'],
    ];
    for (const [title, message] of refused) {
      const answer = await postNews(title);
      expect({ title, status: answer.status }).toEqual({ title, status: 400 });
      expect(answer.body).toMatchObject({ error: 'validation_failed' });
      expect(answer.body.message).toContain(message);
    }
    const chat = await call(`${server.url}/api/chat`, {
      method: 'POST',
      json: { query: 'Who may \u202evote?', sessionId: 'text-fields' },
    });
    expect(chat.status).toBe(400);
    expect(chat.body.message).toContain('query: must not contain direction overrides');
  });

  it('keep everything people write, exactly', async () => {
    const title = 'Café day: 👩🏾‍⚕️ clinical officers, Chipata–Lusaka';
    const body =
      'First line\n\tIndented line\r\nLast line with a zero\u200bwidth space, \ufdcf and \ufdf0 beside the noncharacters, \ufffd and \u{1fffd}';
    const created = await postNews(title, body);
    expect(created.status).toBe(201);
    const read = await call(`${server.url}/api/news/${created.body.id}`);
    expect(read.body).toMatchObject({ title, body });
  });
});
