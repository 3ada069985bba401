import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { loadMembershipConfig } from '../membership/membership-config';
import {
  INCOMPLETE_APPLICATION_DOCUMENT_DAYS,
  REJECTED_APPLICATION_DOCUMENT_DAYS,
  removeExpiredApplicationDocuments,
  startApplicationDocumentRetention,
} from './application-document-retention';

// The retention of applicants' documents, judged by the server's clock moved on as the months
// pass: an application left incomplete or refused loses them, one awaiting a decision or approved
// keeps them, and two instances running the rule at once remove each application's once.

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY_MS = 24 * 60 * 60 * 1000;
const api = '/coaz/api';

let database: TestDatabase;
let app: TestApp;
let other: TestApp;
let clock: AdjustableClock;
let districtId = 0;
let adminToken = '';
let started = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances on one database, as behind a load balancer; one address sends every
  // application here, more than the hourly allowance of one.
  const membership = { ...loadMembershipConfig({}, 'demo'), applicationLimitPerAddress: 100 };
  [app, other] = await Promise.all([
    startTestApp(database, { membership }),
    startTestApp(database, { membership }),
  ]);
  clock = app.services.clock as AdjustableClock;
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
  adminToken = (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.admin', password: 'Demo-2026!' },
    })
  ).body.access_token;
  started = new Date();
});

afterAll(async () => {
  await Promise.all([app?.close(), other?.close()]);
  await database?.drop();
});

/** Moves both instances' clocks to `days` after the tests began. */
function daysOn(days: number, extraMs = 0): void {
  const moment = new Date(started.getTime() + days * DAY_MS + extraMs);
  clock.setNow(moment);
  (other.services.clock as AdjustableClock).setNow(moment);
}

function pdf(bytes = PDF): File {
  return new File([Buffer.from(bytes)], 'scan.pdf', { type: 'application/pdf' });
}

async function apply(
  index: number,
  membershipType: string,
  files: Record<string, File>,
): Promise<{ id: number; userId: number; token: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    membershipType,
    username: `keeping.${index}`,
    password: 'Kitwe-Clinic-2027',
    firstName: 'Sample',
    lastName: 'Applicant',
    nrcNumber: `6100${String(index).padStart(2, '0')}/11/1`,
    phoneNumber: `09770001${String(index).padStart(2, '0')}`,
    professionalCategory: 'general',
    provinceId: '2',
    districtId: String(districtId),
  };
  if (membershipType === 'full_membership') fields.hpczNumber = `CO-${index}`;
  if (membershipType === 'student_membership') fields.trainingInstitution = 'Chainama College';
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, file] of Object.entries(files)) form.set(name, file);
  const answer = await app.send(`${api}/applications`, { method: 'POST', body: form });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [user] = (await database.execute('SELECT id FROM users WHERE username = $1', [
    `keeping.${index}`,
  ])) as { id: number }[];
  return { id: answer.body.application.id, userId: user?.id ?? 0, token: answer.body.access_token };
}

async function addDocument(token: string) {
  const form = new FormData();
  form.set('otherDocument', pdf());
  return app.send(`${api}/applications/mine/documents`, { method: 'POST', token, body: form });
}

async function documentCount(userId: number): Promise<number> {
  const [row] = (await database.execute(
    "SELECT count(*)::int AS count FROM member_documents WHERE user_id = $1 AND kind <> 'photo'",
    [userId],
  )) as { count: number }[];
  return row?.count ?? 0;
}

async function removalLines(userId: number): Promise<string[]> {
  const rows = (await database.execute(
    "SELECT summary FROM membership_events WHERE user_id = $1 AND kind = 'documents_removed'",
    [userId],
  )) as { summary: string }[];
  return rows.map((row) => row.summary);
}

const decide = (id: number, decision: 'approve' | 'reject') =>
  app.send(`${api}/admin/applications/${id}/${decision}`, {
    method: 'POST',
    token: adminToken,
    ...(decision === 'reject' ? { json: { reason: 'The licence is unreadable' } } : {}),
  });

describe('the retention of application documents', () => {
  it('removes the documents of applications left incomplete or refused, and keeps the rest', async () => {
    daysOn(0);
    // A full membership with no licence: the secretariat cannot approve it.
    const incomplete = await apply(1, 'full_membership', { otherDocument: pdf() });
    // Complete, awaiting the secretariat's decision.
    const waiting = await apply(2, 'full_membership', {
      practisingLicence: pdf(),
      otherDocument: pdf(),
    });
    const refused = await apply(3, 'associate_membership', { otherDocument: pdf() });
    const approved = await apply(4, 'associate_membership', { otherDocument: pdf() });
    // Incomplete too, but its applicant adds a document two months on.
    const returning = await apply(5, 'student_membership', { otherDocument: pdf() });
    expect((await decide(refused.id, 'reject')).status).toBe(200);
    expect((await decide(approved.id, 'approve')).status).toBe(200);

    daysOn(60);
    expect((await addDocument(returning.token)).status).toBe(201);

    daysOn(INCOMPLETE_APPLICATION_DOCUMENT_DAYS, -60_000);
    expect(await removeExpiredApplicationDocuments(app.services)).toMatchObject({
      applications: 0,
      documents: 0,
    });
    expect(await documentCount(incomplete.userId)).toBe(1);

    daysOn(INCOMPLETE_APPLICATION_DOCUMENT_DAYS, 60_000);
    expect(await removeExpiredApplicationDocuments(app.services)).toEqual({
      applications: 1,
      documents: 1,
      bytes: PDF.byteLength,
      incomplete: 1,
      rejected: 0,
    });
    expect(await documentCount(incomplete.userId)).toBe(0);
    // Ninety days from the document it added, not from applying.
    expect(await documentCount(returning.userId)).toBe(2);
    // The applicant reads where the documents went, and the application still stands.
    const mine = await app.send(`${api}/applications/mine`, { token: incomplete.token });
    expect(mine.body).toMatchObject({
      status: 'SUBMITTED',
      documents: [],
      missingDocuments: ['practising_licence'],
    });
    const history = await app.send(`${api}/membership/history`, { token: incomplete.token });
    expect(history.body.items[0]).toMatchObject({
      kind: 'documents_removed',
      summary: `Supporting documents deleted: the application stayed incomplete for ${INCOMPLETE_APPLICATION_DOCUMENT_DAYS} days. Add them again to have it reviewed.`,
    });

    daysOn(60 + INCOMPLETE_APPLICATION_DOCUMENT_DAYS, 60_000);
    expect(await removeExpiredApplicationDocuments(app.services)).toMatchObject({
      applications: 1,
      documents: 2,
      incomplete: 1,
    });
    expect(await documentCount(returning.userId)).toBe(0);

    daysOn(REJECTED_APPLICATION_DOCUMENT_DAYS, -60_000);
    expect(await removeExpiredApplicationDocuments(app.services)).toMatchObject({
      applications: 0,
    });
    expect(await documentCount(refused.userId)).toBe(1);

    daysOn(REJECTED_APPLICATION_DOCUMENT_DAYS, 60_000);
    expect(await removeExpiredApplicationDocuments(app.services)).toMatchObject({
      applications: 1,
      documents: 1,
      rejected: 1,
    });
    expect(await documentCount(refused.userId)).toBe(0);

    // Years on, the application awaiting a decision and the member's record keep every document.
    daysOn(3 * 365);
    expect(await removeExpiredApplicationDocuments(app.services)).toMatchObject({
      applications: 0,
    });
    expect(await documentCount(waiting.userId)).toBe(2);
    expect(await documentCount(approved.userId)).toBe(1);

    // A refused applicant may still send new documents, which sends the application back for review.
    const again = await addDocument(refused.token);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'SUBMITTED', documents: [{ kind: 'other' }] });

    // The log counts what went and names nobody: no user name, name, file name or NRC number.
    const logged = app.logLines.filter((line) => line.startsWith('application documents:'));
    expect(logged).toEqual([
      'application documents: removed 1 document (0.0 MB) of 1 application: 1 left incomplete for 90 days, 0 not approved 180 days ago',
      'application documents: removed 2 documents (0.0 MB) of 1 application: 1 left incomplete for 90 days, 0 not approved 180 days ago',
      'application documents: removed 1 document (0.0 MB) of 1 application: 0 left incomplete for 90 days, 1 not approved 180 days ago',
    ]);
    expect(logged.join('\n')).not.toMatch(/keeping|Sample|scan\.pdf|6100/);
  });

  it('removes each application’s documents once when two instances run the rule together', async () => {
    daysOn(4 * 365);
    const applicants = [];
    for (let index = 20; index < 30; index += 1) {
      applicants.push(await apply(index, 'full_membership', { otherDocument: pdf() }));
    }
    daysOn(4 * 365 + INCOMPLETE_APPLICATION_DOCUMENT_DAYS + 1);
    const reports = await Promise.all([
      removeExpiredApplicationDocuments(app.services),
      removeExpiredApplicationDocuments(other.services),
    ]);
    expect(reports[0].applications + reports[1].applications).toBe(10);
    expect(reports[0].documents + reports[1].documents).toBe(10);
    for (const { userId } of applicants) {
      expect(await documentCount(userId)).toBe(0);
      expect(await removalLines(userId)).toHaveLength(1);
    }
  });

  it('runs as the server’s background work, which shutdown waits for', async () => {
    daysOn(6 * 365);
    const applicant = await apply(8, 'full_membership', { otherDocument: pdf() });
    daysOn(6 * 365 + INCOMPLETE_APPLICATION_DOCUMENT_DAYS + 1);
    const retention = startApplicationDocumentRetention(other.services, {
      firstMs: 1,
      everyMs: 60_000,
    });
    await expect
      .poll(() => documentCount(applicant.userId), { timeout: 10_000, interval: 50 })
      .toBe(0);
    retention.stop();
    await other.services.background.settled();
    expect(other.logLines).toContain(
      'application documents: removed 1 document (0.0 MB) of 1 application: 1 left incomplete for 90 days, 0 not approved 180 days ago',
    );
  });

  it('lets later documents reuse the space of those removed, so the data does not grow', async () => {
    const tableBytes = async () => {
      const [row] = (await database.execute(
        "SELECT pg_total_relation_size('member_documents')::bigint AS size",
      )) as { size: string | number }[];
      return Number(row?.size ?? 0);
    };
    // Megabytes that do not compress, as a scanned document does not.
    const scan = () => pdf(Buffer.concat([Buffer.from(PDF), randomBytes(1_000_000)]));
    daysOn(8 * 365);
    await apply(9, 'full_membership', {
      otherDocument: scan(),
      studentCard: scan(),
    });
    const withFirst = await tableBytes();
    daysOn(8 * 365 + INCOMPLETE_APPLICATION_DOCUMENT_DAYS + 1);
    expect(await removeExpiredApplicationDocuments(app.services)).toMatchObject({ documents: 2 });
    await apply(10, 'full_membership', {
      otherDocument: scan(),
      studentCard: scan(),
    });
    // PostgreSQL's autovacuum frees the space in its own time; PGlite has none, so the rule does.
    if (database.kind === 'pglite') expect(await tableBytes()).toBeLessThan(withFirst * 1.25);
  });
});
