import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMIT_TIME } from '../../test-support/rate-limit-clock';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { Json } from '../../test-support/test-server';
import type { AdjustableClock } from '../clock/clock';
import { purgeDeletedEntries, startDeletedEntryPurge } from './deleted-entry-purge';
import { PUT_BACK_DAYS } from './put-back-window';

// A deleted entry or notice can be put back for 30 days, then it is purged for good with its
// revisions (README, "Delete keeps the entry"): a deleted person's name, position, e-mail and photo
// must not stay in the database for ever (Data Protection Act, 2021). The purge is judged by the
// server's clock moved on, on two instances over one database, as behind a load balancer.

const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;
let app: TestApp;
let other: TestApp;
let editor = '';
let started = new Date();
// The studio's writes are limited per minute and hour; each stretch of days the tests move to
// counts its writes in windows of its own, as the days between would have.
let rateLimitTime = TEST_RATE_LIMIT_TIME;
const rateLimitClock = () => rateLimitTime;

beforeAll(async () => {
  database = await createTestDatabase();
  [app, other] = await Promise.all([
    startTestApp(database, {}, { rateLimitClock }),
    startTestApp(database, {}, { rateLimitClock }),
  ]);
  editor = (
    await app.send('/coaz/api/login', {
      method: 'POST',
      json: { username: 'demo.editor', password: 'Demo-2026!' },
    })
  ).body.access_token;
  started = new Date();
});

afterAll(async () => {
  await Promise.all([app?.close(), other?.close()]);
  await database?.drop();
});

/** Moves both instances' clocks to `days` (and `extraMs`) after the tests began. */
function daysOn(days: number, extraMs = 0): void {
  const moment = new Date(started.getTime() + days * DAY_MS + extraMs);
  rateLimitTime = TEST_RATE_LIMIT_TIME + days * DAY_MS;
  (app.services.clock as AdjustableClock).setNow(moment);
  (other.services.clock as AdjustableClock).setNow(moment);
}

const send = (path: string, method = 'GET', json?: unknown) =>
  app.send(`/api/${path}`, { method, token: editor, ...(json === undefined ? {} : { json }) });

/** A person saved twice (versions 1 and 2), with the particulars a removal request is about. */
async function editedPerson(name: string): Promise<Json> {
  const created = await send('people', 'POST', {
    name,
    position: 'Treasurer',
    group: 'national_executive_committee',
    email: 'treasurer@example.org',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const edited = await send(`people/${created.body.id}`, 'PUT', {
    version: 1,
    position: 'Deputy Treasurer',
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return edited.body;
}

/** A notice saved twice (versions 1 and 2). */
async function editedNotice(title: string): Promise<Json> {
  const created = await send('contents', 'POST', { title, body: 'Members meet in Kabwe.' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const edited = await send(`contents/${created.body.id}`, 'PUT', {
    version: 1,
    title,
    body: 'Members meet in Kabwe, hall B.',
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  return edited.body;
}

async function rowsOf(table: 'people' | 'contents', id: number): Promise<number> {
  return (await database.execute(`SELECT id FROM ${table} WHERE id = $1`, [id])).length;
}

async function revisionsOf(collection: 'people' | 'notices', id: number): Promise<number> {
  return (
    await database.execute(
      'SELECT id FROM entry_revisions WHERE collection = $1 AND entry_id = $2',
      [collection, id],
    )
  ).length;
}

async function auditOf(collection: 'people' | 'notices', id: number) {
  const log = await send(`audit-log?collection=${collection}&limit=100`);
  expect(log.status, JSON.stringify(log.body)).toBe(200);
  return (log.body.items as { entryId: number; action: string; summary: string; actor: unknown }[])
    .filter((line) => line.entryId === id)
    .map(({ action, summary, actor }) => ({ action, summary, actor }));
}

describe('the purge of deleted entries', () => {
  it('removes a person deleted 31 days ago with its revisions, and keeps one deleted 29 days ago', async () => {
    daysOn(0);
    const gone = await editedPerson('Sample Removed-Person');
    expect((await send(`people/${gone.id}`, 'DELETE')).status).toBe(204);
    daysOn(2);
    const kept = await editedPerson('Sample Kept-Person');
    expect((await send(`people/${kept.id}`, 'DELETE')).status).toBe(204);

    daysOn(PUT_BACK_DAYS + 1);
    expect((await purgeDeletedEntries(app.services)).entries).toBeGreaterThanOrEqual(1);

    expect(await rowsOf('people', gone.id)).toBe(0);
    expect(await revisionsOf('people', gone.id)).toBe(0);
    const neverUsed = await send('people/999999/put-back', 'POST', { version: 1 });
    const late = await send(`people/${gone.id}/put-back`, 'POST', { version: gone.version });
    expect(late.status).toBe(404);
    expect(late.body).toEqual(neverUsed.body);
    expect(await auditOf('people', gone.id)).toEqual([
      {
        action: 'delete',
        actor: null,
        summary:
          'Purged 30 days after deletion: person “Sample Removed-Person”; its history went with it and it can no longer be put back',
      },
      { action: 'delete', actor: 'demo.editor', summary: 'Deleted person “Sample Removed-Person”' },
      { action: 'update', actor: 'demo.editor', summary: 'Edited person “Sample Removed-Person”' },
      { action: 'create', actor: 'demo.editor', summary: 'Created person “Sample Removed-Person”' },
    ]);

    expect(await revisionsOf('people', kept.id)).toBe(2);
    const back = await send(`people/${kept.id}/put-back`, 'POST', { version: kept.version });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual(kept);
    const history = await send(`people/${kept.id}/revisions`);
    expect(history.body.items.map((item: { version: number }) => item.version)).toEqual([2, 1]);
  });

  it('removes a notice deleted 31 days ago with its revisions, and keeps one deleted 29 days ago', async () => {
    daysOn(100);
    const gone = await editedNotice('Kabwe AGM venue');
    expect((await send(`contents/${gone.id}`, 'DELETE')).status).toBe(204);
    daysOn(102);
    const kept = await editedNotice('Registration closes Friday');
    expect((await send(`contents/${kept.id}`, 'DELETE')).status).toBe(204);

    daysOn(100 + PUT_BACK_DAYS + 1);
    expect((await purgeDeletedEntries(app.services)).entries).toBeGreaterThanOrEqual(1);

    expect(await rowsOf('contents', gone.id)).toBe(0);
    expect(await revisionsOf('notices', gone.id)).toBe(0);
    const neverUsed = await send('contents/999999/put-back', 'POST', { version: 1 });
    const late = await send(`contents/${gone.id}/put-back`, 'POST', { version: gone.version });
    expect(late.status).toBe(404);
    expect(late.body).toEqual(neverUsed.body);
    expect((await auditOf('notices', gone.id))[0]).toEqual({
      action: 'delete',
      actor: null,
      summary:
        'Purged 30 days after deletion: notice “Kabwe AGM venue”; its history went with it and it can no longer be put back',
    });
    expect((await auditOf('notices', gone.id)).map((line) => line.action)).toEqual([
      'delete',
      'delete',
      'update',
      'create',
    ]);

    expect(await revisionsOf('notices', kept.id)).toBe(2);
    const back = await send(`contents/${kept.id}/put-back`, 'POST', { version: kept.version });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toEqual(kept);
  });

  it('refuses a put-back past 30 days even before the purge has run', async () => {
    daysOn(200);
    const person = await editedPerson('Sample Notice-Person');
    const notice = await editedNotice('Dues reminder');
    await send(`people/${person.id}`, 'DELETE');
    await send(`contents/${notice.id}`, 'DELETE');
    // Thirty days to the minute, while the hourly purge has not come round yet.
    daysOn(200 + PUT_BACK_DAYS, 60_000);
    expect(
      (await send(`people/${person.id}/put-back`, 'POST', { version: person.version })).status,
    ).toBe(404);
    expect(
      (await send(`contents/${notice.id}/put-back`, 'POST', { version: notice.version })).status,
    ).toBe(404);
    expect(await purgeDeletedEntries(app.services)).toEqual({ entries: 2, revisions: 4 });
  });

  it('purges each entry once when two instances run it together, and nothing when run again', async () => {
    daysOn(300);
    const people = [];
    const notices = [];
    for (let index = 0; index < 5; index += 1) {
      people.push(await editedPerson(`Committee member ${index}`));
      notices.push(await editedNotice(`Notice ${index}`));
    }
    for (const person of people) await send(`people/${person.id}`, 'DELETE');
    for (const notice of notices) await send(`contents/${notice.id}`, 'DELETE');

    daysOn(300 + PUT_BACK_DAYS + 1);
    const reports = await Promise.all([
      purgeDeletedEntries(app.services),
      purgeDeletedEntries(other.services),
    ]);
    expect(reports[0].entries + reports[1].entries).toBe(10);
    expect(reports[0].revisions + reports[1].revisions).toBe(20);
    for (const person of people) {
      expect(await rowsOf('people', person.id)).toBe(0);
      expect(
        (await auditOf('people', person.id)).filter((line) => line.actor === null),
      ).toHaveLength(1);
    }
    for (const notice of notices) {
      expect(await rowsOf('contents', notice.id)).toBe(0);
      expect(
        (await auditOf('notices', notice.id)).filter((line) => line.actor === null),
      ).toHaveLength(1);
    }
    expect(await purgeDeletedEntries(app.services)).toEqual({ entries: 0, revisions: 0 });
  });

  it('runs as the server’s background work, and logs counts, never names', async () => {
    daysOn(400);
    const person = await editedPerson('Sample Logged-Person');
    await send(`people/${person.id}`, 'DELETE');
    daysOn(400 + PUT_BACK_DAYS + 1);
    const purge = startDeletedEntryPurge(other.services, { firstMs: 1, everyMs: 60_000 });
    await expect.poll(() => rowsOf('people', person.id), { timeout: 10_000, interval: 50 }).toBe(0);
    purge.stop();
    await other.services.background.settled();
    expect(other.logLines).toContain(
      'deleted entries: purged 1 entry deleted 30 days ago or more, with 2 revisions',
    );
    expect(other.logLines.join('\n')).not.toMatch(/Logged-Person/);
  });
});
