import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';
import { type AdjustableClock, createAdjustableClock } from '../clock/clock';
import type { AppDatabase } from '../db/database';
import { preparePage, RenderedPageCache } from '../static/rendered-page-cache';
import { createSiteContent, type SiteContent } from './site-content';

let database: TestDatabase;
let server: TestServer;
let clock: AdjustableClock;
let siteContent: SiteContent;
let db: AppDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  clock = createAdjustableClock();
  clock.setNow(new Date('2026-11-23T12:00:00+02:00'));
  const { prepareApp } = await import('../http-server');
  server = await startTestServer(database, { contentPollMs: 0 }, { services: { clock } });
  const prepared = await prepareApp(server.config, {
    pglite: database.pglite,
    log: () => {},
    services: { clock },
  });
  siteContent = prepared.services.siteContent;
  db = prepared.services.db;
  return () => prepared.close();
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('siteContent.cacheKey()', () => {
  it('changes on another instance when published content changes, not for a draft', async () => {
    const editor = (await login(server, 'demo.editor')).body.access_token;
    const before = await siteContent.cacheKey();
    expect(await siteContent.cacheKey()).toBe(before);
    await call(`${server.url}/api/partners`, {
      method: 'POST',
      token: editor,
      json: { name: 'Draft partner', description: 'Hidden', status: 'draft' },
    });
    expect(await siteContent.cacheKey()).toBe(before);
    await call(`${server.url}/api/partners`, {
      method: 'POST',
      token: editor,
      json: { name: 'Public partner', description: 'Shown' },
    });
    expect(await siteContent.cacheKey()).not.toBe(before);
  });

  it('changes when a scheduled entry comes due and when the date in Lusaka changes', async () => {
    const editor = (await login(server, 'demo.editor')).body.access_token;
    await call(`${server.url}/api/news`, {
      method: 'POST',
      token: editor,
      json: {
        title: 'Due at 13:00',
        body: 'B',
        date: '2026-11-23',
        publishAt: '2026-11-23T13:00:00+02:00',
      },
    });
    const before = await siteContent.cacheKey();
    clock.setNow(new Date('2026-11-23T12:59:00+02:00'));
    expect(await siteContent.cacheKey()).toBe(before);
    clock.setNow(new Date('2026-11-23T13:00:00+02:00'));
    const due = await siteContent.cacheKey();
    expect(due).not.toBe(before);
    clock.setNow(new Date('2026-11-23T23:59:00+02:00'));
    expect(await siteContent.cacheKey()).toBe(due);
    clock.setNow(new Date('2026-11-24T00:00:00+02:00'));
    expect(await siteContent.cacheKey()).not.toBe(due);
  });

  it('changes at the moment a published event ends, not a poll later', async () => {
    clock.setNow(new Date('2026-11-25T09:00:00+02:00'));
    const editor = (await login(server, 'demo.editor')).body.access_token;
    const created = await call(`${server.url}/api/events`, {
      method: 'POST',
      token: editor,
      json: {
        title: 'Ends at 17:00',
        date: '2026-11-25',
        venue: 'Lusaka',
        startTime: '09:00',
        endTime: '17:00',
      },
    });
    expect(created.status).toBe(201);
    // A poll a minute apart: only the event's end can change the key between polls.
    const polledRarely = createSiteContent(db, clock, 60_000);
    clock.setNow(new Date('2026-11-25T16:59:00+02:00'));
    const before = await polledRarely.cacheKey();
    clock.setNow(new Date('2026-11-25T16:59:59+02:00'));
    expect(await polledRarely.cacheKey()).toBe(before);
    clock.setNow(new Date('2026-11-25T17:00:00+02:00'));
    const ended = await polledRarely.cacheKey();
    expect(ended).not.toBe(before);
    clock.setNow(new Date('2026-11-25T17:01:00+02:00'));
    expect(await polledRarely.cacheKey()).toBe(ended);
  });

  it('changes at the moment a published event starts, not a poll later', async () => {
    clock.setNow(new Date('2026-11-27T09:00:00+02:00'));
    const editor = (await login(server, 'demo.editor')).body.access_token;
    const created = await call(`${server.url}/api/events`, {
      method: 'POST',
      token: editor,
      json: {
        title: 'Starts at 14:00',
        date: '2026-11-27',
        venue: 'Ndola',
        startTime: '14:00',
        endTime: '16:00',
      },
    });
    expect(created.status).toBe(201);
    // A poll a minute apart: only the event's start can change the key between polls.
    const polledRarely = createSiteContent(db, clock, 60_000);
    clock.setNow(new Date('2026-11-27T13:59:00+02:00'));
    const before = await polledRarely.cacheKey();
    clock.setNow(new Date('2026-11-27T13:59:59+02:00'));
    expect(await polledRarely.cacheKey()).toBe(before);
    clock.setNow(new Date('2026-11-27T14:00:00+02:00'));
    const started = await polledRarely.cacheKey();
    expect(started).not.toBe(before);
    clock.setNow(new Date('2026-11-27T14:01:00+02:00'));
    expect(await polledRarely.cacheKey()).toBe(started);
  });

  it('lets no rendered page list an event as upcoming once it has ended', async () => {
    clock.setNow(new Date('2026-11-26T09:00:00+02:00'));
    const editor = (await login(server, 'demo.editor')).body.access_token;
    await call(`${server.url}/api/events`, {
      method: 'POST',
      token: editor,
      json: {
        title: 'Board meets until 17:00',
        date: '2026-11-26',
        venue: 'Kabwe',
        endTime: '17:00',
      },
    });
    const pages = new RenderedPageCache();
    const polledRarely = createSiteContent(db, clock, 60_000);
    // A page as the news page makes it: the upcoming events, read through the cached public list.
    const newsPage = async () => {
      const key = `${await polledRarely.cacheKey()} /news`;
      const page = await pages.get(key, async () => {
        const events = await call(`${server.url}/api/events?when=upcoming&limit=100`);
        const titles = events.body.items.map((item: { title: string }) => item.title);
        return preparePage(
          new Response(titles.join('\n'), { headers: { 'content-type': 'text/html' } }),
        );
      });
      return Buffer.from(page.body).toString('utf8');
    };
    clock.setNow(new Date('2026-11-26T16:59:00+02:00'));
    expect(await newsPage()).toContain('Board meets until 17:00');
    clock.setNow(new Date('2026-11-26T17:00:00+02:00'));
    expect(await newsPage()).not.toContain('Board meets until 17:00');
  });
});
