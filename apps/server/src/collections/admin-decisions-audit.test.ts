import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { AUDITED_REASON_LENGTH } from './admin-audit-line';

// The secretariat's decisions are in the audit log (server README, "Admins' decisions are
// audited"): approving and rejecting applications, changing the dues and marking a refund paid
// back, each line written with its change and read by admins only.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
let editorToken = '';
const api = '/coaz/api';

const login = async (username: string) =>
  (
    await app.send(`${api}/login`, {
      method: 'POST',
      json: { username, password: 'Demo-2026!' },
    })
  ).body.access_token as string;

async function apply(index: number): Promise<number> {
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  const answer = await app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'affiliate_membership',
      username: `audited.${index}`,
      password: 'Kitwe-Clinic-2027',
      firstName: 'Audited',
      lastName: `Applicant${index}`,
      nrcNumber: `51000${index}/11/1`,
      phoneNumber: `097610000${index}`,
      provinceId: 2,
      districtId: rows[0]?.id ?? 0,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.application.id;
}

const auditOf = async (collection: string, token = adminToken) =>
  (await app.send(`/api/audit-log?collection=${collection}`, { token })).body.items as {
    actor: string;
    action: string;
    collection: string;
    entryId: number | null;
    summary: string;
  }[];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { paymentSandboxDelayMs: 0 });
  adminToken = await login('demo.admin');
  editorToken = await login('demo.editor');
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('admins’ decisions in the audit log', () => {
  it('names who approved whom, with the membership number given', async () => {
    const applicationId = await apply(1);
    const approved = await app.send(`${api}/admin/applications/${applicationId}/approve`, {
      method: 'POST',
      token: adminToken,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const [number] = (await database.execute(
      `SELECT membership_number FROM users WHERE username = 'audited.1'`,
    )) as { membership_number: string }[];
    expect(await auditOf('applications')).toEqual([
      expect.objectContaining({
        actor: 'demo.admin',
        action: 'approve',
        entryId: applicationId,
        summary: `Site Administrator approved the application of Audited Applicant1 (audited.1, ${number?.membership_number}) for Affiliate Membership; membership number ${number?.membership_number}, first annual subscription billed`,
      }),
    ]);
  });

  it('names who rejected whom and why, a long reason shortened, in the rejection’s transaction', async () => {
    const applicationId = await apply(2);
    const reason = `The practising licence is unreadable. ${'Please scan it again in good light. '.repeat(4)}`;
    const rejected = await app.send(`${api}/admin/applications/${applicationId}/reject`, {
      method: 'POST',
      token: adminToken,
      json: { reason },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const [line] = await auditOf('applications');
    expect(line).toMatchObject({ actor: 'demo.admin', action: 'reject', entryId: applicationId });
    expect(line?.summary).toMatch(
      /^Site Administrator rejected the application of Audited Applicant2 \(audited\.2\) for Affiliate Membership: “The practising licence is unreadable\. Please scan/,
    );
    const quoted = line?.summary.match(/“(.*)”$/)?.[1] ?? '';
    expect(quoted.length).toBeLessThanOrEqual(AUDITED_REASON_LENGTH);
    expect(quoted.endsWith('…')).toBe(true);
    // The application keeps the reason whole.
    const [kept] = (await database.execute(
      'SELECT reason, decided_by FROM membership_applications WHERE id = $1',
      [applicationId],
    )) as { reason: string; decided_by: number }[];
    expect(kept?.reason).toBe(reason.trim());
  });

  it('says a dues change from what to what', async () => {
    const changed = await app.send(`${api}/admin/dues/full_membership`, {
      method: 'PUT',
      token: adminToken,
      json: { amount: 350 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await auditOf('dues')).toEqual([
      expect.objectContaining({
        actor: 'demo.admin',
        action: 'update',
        collection: 'dues',
        summary:
          'Site Administrator changed the annual subscription of Full Membership: K300.00 → K350.00',
      }),
    ]);
    await app.send(`${api}/admin/dues/full_membership`, {
      method: 'PUT',
      token: adminToken,
      json: { amount: 1250.5 },
    });
    expect((await auditOf('dues'))[0]?.summary).toBe(
      'Site Administrator changed the annual subscription of Full Membership: K350.00 → K1,250.50',
    );
  });

  it('says a refund paid back, how much and to whom', async () => {
    const [member] = (await database.execute(
      `SELECT u.id, u.membership_number, r.id AS fee FROM users u
       JOIN receivables r ON r.user_id = u.id WHERE u.username = 'audited.1'`,
    )) as { id: number; membership_number: string; fee: number }[];
    const paymentId = '6f1c2a4e-8a51-4c3e-9d1e-1a2b3c4d5e6f';
    await database.execute(
      `INSERT INTO payments (id, receivable_id, user_id, network, phone_number, amount_ngwee,
                             provider, provider_reference, status, confirmed_at, refund_due)
       VALUES ($1, $2, $3, 'MTN', '260961000001', 50000, 'sandbox', 'MP-LATE-1', 'CONFIRMED',
               now(), true)`,
      [paymentId, member?.fee, member?.id],
    );
    const marked = await app.send(`${api}/admin/refunds/${paymentId}/refunded`, {
      method: 'POST',
      token: adminToken,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(204);
    expect(await auditOf('refunds')).toEqual([
      expect.objectContaining({
        actor: 'demo.admin',
        action: 'refund',
        entryId: member?.fee,
        summary: `Site Administrator recorded K500.00 paid back to Audited Applicant1 (audited.1, ${member?.membership_number}) on 260961000001, a second payment (MP-LATE-1) of fee ${member?.fee}`,
      }),
    ]);
  });

  it('keeps these lines from editors, as payments, fees and backups are', async () => {
    for (const collection of ['applications', 'dues', 'refunds']) {
      expect(await auditOf(collection, editorToken), collection).toEqual([]);
    }
    const everything = (await app.send('/api/audit-log?limit=100', { token: editorToken })).body
      .items as { collection: string }[];
    expect(
      everything.filter((line) => ['applications', 'dues', 'refunds'].includes(line.collection)),
    ).toEqual([]);
    const all = (await app.send('/api/audit-log?limit=100', { token: adminToken })).body.items as {
      action: string;
    }[];
    expect(all.map((line) => line.action)).toEqual(
      expect.arrayContaining(['approve', 'reject', 'refund', 'update']),
    );
  });
});
