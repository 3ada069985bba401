import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import {
  call,
  type Json,
  login,
  startTestServer,
  type TestServer,
} from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editor: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Published content is read at every search, so an edit is found at the next one.
  server = await startTestServer(database, { contentPollMs: 0, chatLimitPerSession: 100 });
  editor = (await login(server, 'demo.editor')).body.access_token;
  await server.chatIndexBuilt;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const search = async (query: string) => {
  const { status, body } = await call(`${server.url}/api/chat`, {
    method: 'POST',
    json: { query, sessionId: 'session-partners', useRag: false },
  });
  expect(status).toBe(200);
  return body as Json;
};
const titles = (body: Json) => body.sources.map((source: { title: string }) => source.title);

describe('Search mode and the partners editors keep', () => {
  it('finds a seeded partner by its name, on the partners page', async () => {
    const body = await search('Zambia Qualifications Authority');
    expect(body.responseType).toBe('search');
    expect(body.sources[0]).toMatchObject({
      kind: 'page',
      title: 'Zambia Qualifications Authority',
      route: '/services/partners',
    });
    expect(body.answer).toMatch(
      /the best match is Zambia Qualifications Authority, one of the association's partners/,
    );
    expect(body.sources.length).toBeLessThanOrEqual(8);
  });

  it('finds a partner under the name an editor gives it, and no longer under the old one', async () => {
    const created = await call(`${server.url}/api/partners`, {
      method: 'POST',
      token: editor,
      json: {
        name: 'Example Rural Health Trust',
        description: 'Funds outreach clinics staffed by clinical officers.',
        status: 'published',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(titles(await search('example rural health trust'))[0]).toBe(
      'Example Rural Health Trust',
    );

    const renamed = await call(`${server.url}/api/partners/${created.body.id}`, {
      method: 'PUT',
      token: editor,
      json: { version: created.body.version, name: 'Placeholder Clinic Fund' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(titles(await search('Placeholder Clinic Fund'))[0]).toBe('Placeholder Clinic Fund');
    const old = titles(await search('Example Rural Health Trust'));
    expect(old).not.toContain('Example Rural Health Trust');
    expect(old).not.toContain('Placeholder Clinic Fund');
  });

  it('offers no partner to a search that names none, nor beside an answer', async () => {
    expect(titles(await search('membership fees'))).not.toContain(
      'Zambia Qualifications Authority',
    );
    const { body } = await call(`${server.url}/api/chat`, {
      method: 'POST',
      json: { query: 'Zambia Qualifications Authority', sessionId: 'session-partners-rag' },
    });
    expect(body.responseType).not.toBe('search');
    expect(titles(body)).not.toContain('Zambia Qualifications Authority');
  });
});
