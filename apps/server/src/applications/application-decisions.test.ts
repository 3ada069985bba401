import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import type { AdjustableClock } from '../clock/clock';
import { REJECTION_REASON_MAX_LENGTH } from './admin-application-routes';

// The secretariat's decisions on an application: one decision per review, so two admins acting
// on one application from lists of different moments never tell the applicant two things.

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
const api = '/coaz/api';

async function apply(
  index: number,
  changes: Record<string, unknown> = {},
): Promise<{ applicationId: number; token: string }> {
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  const answer = await app.send(`${api}/applications`, {
    method: 'POST',
    json: {
      membershipType: 'affiliate_membership',
      username: `decided.${index}`,
      password: 'Kitwe-Clinic-2027',
      firstName: 'Sample',
      lastName: 'Applicant',
      nrcNumber: `50000${index}/11/1`,
      phoneNumber: `097600000${index}`,
      provinceId: 2,
      districtId: rows[0]?.id ?? 0,
      ...changes,
    },
  });
  expect(answer.status).toBe(201);
  return { applicationId: answer.body.application.id, token: answer.body.access_token };
}

const decide = (applicationId: number, decision: 'approve' | 'reject') =>
  app.send(`${api}/admin/applications/${applicationId}/${decision}`, {
    method: 'POST',
    token: adminToken,
    ...(decision === 'reject' ? { json: { reason: 'The licence is unreadable' } } : {}),
  });

async function outboxFor(phone: string): Promise<string[]> {
  const answer = await app.send(`/api/dev/outbox?to=${phone}`);
  return (answer.body.items as { body: string }[]).map((item) => item.body);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const login = await app.send(`${api}/login`, {
    method: 'POST',
    json: { username: 'demo.admin', password: 'Demo-2026!' },
  });
  adminToken = login.body.access_token;
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('deciding an application', () => {
  it('does not approve one another admin has just rejected, nor tell the applicant both', async () => {
    const { applicationId, token } = await apply(1);
    const rejected = await decide(applicationId, 'reject');
    expect(rejected.status).toBe(200);
    const late = await decide(applicationId, 'approve');
    expect(late.status).toBe(409);
    // What was decided and when: the late admin's page said only that someone had decided it.
    expect(late.body).toEqual({
      error: 'already_decided',
      message: 'This application is already rejected',
      status: 'REJECTED',
      decidedAt: rejected.body.decidedAt,
    });
    expect(rejected.body.decidedAt).toEqual(expect.any(String));
    const summary = await app.send(`${api}/membership`, { token });
    expect(summary.body).toMatchObject({ status: 'INCOMPLETE_REGISTRATION', fee: null });
    expect(summary.body.application.status).toBe('REJECTED');
    // The reason was typed without a full stop: the words after it still read as a new sentence.
    expect(summary.body.todo[0].message).toBe(
      'Your application was not approved: The licence is unreadable. Add documents to have it reviewed again.',
    );
    const messages = await outboxFor('260976000001');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/not approved/);
    expect(messages[0]).toBe(
      'COAZ: application not approved. Reason: The licence is unreadable. Add documents from your dashboard to have it reviewed again.',
    );
  });

  it('tells the second of two decisions made at once what the first decided, and when', async () => {
    const { applicationId } = await apply(9);
    const answers = await Promise.all([
      decide(applicationId, 'approve'),
      decide(applicationId, 'reject'),
    ]);
    const first = answers.find((answer) => answer.status === 200);
    const second = answers.find((answer) => answer.status === 409);
    expect(first?.body.status).toMatch(/^(APPROVED|REJECTED)$/);
    expect(second?.body).toMatchObject({
      error: 'already_decided',
      status: first?.body.status,
      decidedAt: first?.body.decidedAt,
    });
  });

  it('approves a refused application once added documents have sent it back for review', async () => {
    const { applicationId, token } = await apply(2);
    expect((await decide(applicationId, 'reject')).status).toBe(200);
    const form = new FormData();
    form.set('otherDocument', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'letter.pdf'));
    const added = await app.send(`${api}/applications/mine/documents`, {
      method: 'POST',
      token,
      body: form,
    });
    expect(added.status).toBe(201);
    const approved = await decide(applicationId, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
  });
});

describe('the reason for a refusal', () => {
  it('is refused past 200 characters, naming the field, and told whole up to them', async () => {
    const { applicationId, token } = await apply(4);
    const reject = (reason: string) =>
      app.send(`${api}/admin/applications/${applicationId}/reject`, {
        method: 'POST',
        token: adminToken,
        json: { reason },
      });
    const start = 'The licence is unreadable. ';
    const tooLong = await reject(start.padEnd(REJECTION_REASON_MAX_LENGTH + 1, 'x'));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      error: 'validation_failed',
      message: `reason: at most ${REJECTION_REASON_MAX_LENGTH} characters`,
    });
    expect(await outboxFor('260976000004')).toEqual([]);
    // Its last word was cut from the SMS before.
    const reason = `${start.padEnd(REJECTION_REASON_MAX_LENGTH - 4, 'y')} end`;
    expect((await reject(reason)).status).toBe(200);
    const [message] = await outboxFor('260976000004');
    expect(message).toContain(`Reason: ${reason}. Add documents`);
    const summary = await app.send(`${api}/membership`, { token });
    expect(summary.body.application.reason).toBe(reason);
  });
});

const letter = () => {
  const form = new FormData();
  form.set('otherDocument', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'letter.pdf'));
  return form;
};

const DAY_MS = 24 * 60 * 60 * 1000;

describe('an application refused, then sent again', () => {
  it('is under review with the day it came back and its last refusal, which a decision clears', async () => {
    const { applicationId, token } = await apply(5);
    const clock = app.services.clock as AdjustableClock;
    const refusedAt = clock.now().toISOString();
    expect((await decide(applicationId, 'reject')).status).toBe(200);
    try {
      clock.setOffset(clock.offsetMs() + 3 * DAY_MS);
      const added = await app.send(`${api}/applications/mine/documents`, {
        method: 'POST',
        token,
        body: letter(),
      });
      expect(added.status).toBe(201);
      const queue = await app.send(`${api}/admin/applications?status=SUBMITTED`, {
        token: adminToken,
      });
      const again = (queue.body.items as { id: number }[]).find(
        (item) => item.id === applicationId,
      );
      expect(again).toMatchObject({
        status: 'SUBMITTED',
        decidedAt: null,
        previousRefusal: { reason: 'The licence is unreadable' },
      });
      const { previousRefusal, submittedAt } = again as unknown as {
        previousRefusal: { refusedAt: string };
        submittedAt: string;
      };
      expect(Date.parse(previousRefusal.refusedAt)).toBeGreaterThanOrEqual(Date.parse(refusedAt));
      expect(Date.parse(previousRefusal.refusedAt)).toBeLessThan(Date.parse(refusedAt) + DAY_MS);
      expect(Date.parse(submittedAt) - Date.parse(previousRefusal.refusedAt)).toBeGreaterThan(
        2 * DAY_MS,
      );
      // Each document says when it was added: the one sent after the refusal is told apart from
      // those the refusal was about, and its file is named after its applicant.
      const { documents } = again as unknown as { documents: { id: string; addedAt: string }[] };
      const [added_] = documents.filter(
        (document) => Date.parse(document.addedAt) > Date.parse(previousRefusal.refusedAt),
      );
      expect(added_).toBeDefined();
      const file = await app.app.request(`${api}/admin/documents/${added_?.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(
        /^attachment; filename="decided\.5-[a-z-]+-[0-9a-f]{8}\.pdf"$/,
      );
      const { applicationId: firstTime } = await apply(6);
      const fresh = await app.send(`${api}/admin/applications/${firstTime}`, { token: adminToken });
      expect(fresh.body.previousRefusal).toBeNull();
      const refusedAgain = await decide(applicationId, 'reject');
      expect(refusedAgain.body).toMatchObject({ status: 'REJECTED', previousRefusal: null });
    } finally {
      clock.setOffset(0);
    }
  });

  // The applicant is most likely that member with a second account: approval refuses the number,
  // so documents cannot change the decision, and the SMS said to send them.
  it('is not told to add documents when a member has the NRC number it gives', async () => {
    const nrcNumber = '500777/11/1';
    const { applicationId: first } = await apply(7, { nrcNumber });
    const { applicationId: second, token } = await apply(8, { nrcNumber });
    expect((await decide(first, 'approve')).status).toBe(200);
    expect((await decide(second, 'reject')).status).toBe(200);
    // The dashboard's to-do says what the SMS says.
    const summary = await app.send(`${api}/membership`, { token });
    expect(summary.body.todo).toContainEqual({
      kind: 'application_rejected',
      message:
        'Your application was not approved: The licence is unreadable. A member has your NRC ' +
        'number: log in to that account or ask the secretariat; documents will not change this.',
    });
    expect(await outboxFor('260976000008')).toEqual([
      'COAZ: application not approved. Reason: The licence is unreadable. A member has your NRC ' +
        'number: log in to that account or ask the secretariat; documents will not change this.',
    ]);
  });
});

describe('a document that arrives after the decision', () => {
  // A document on a weak signal takes minutes. The application was read before it arrived, and
  // a refused one was put back for review unconditionally: approved meanwhile (after another
  // document sent it back), it went back to the list, and a second approval billed a second
  // first subscription and made a paid-up member PENDING_PAYMENT again.
  it('leaves an application approved while it was on its way as approved', async () => {
    const { applicationId, token } = await apply(3);
    expect((await decide(applicationId, 'reject')).status).toBe(200);
    const encoded = new Response(letter());
    const type = encoded.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let reading!: () => void;
    const readingStarted = new Promise<void>((resolve) => {
      reading = resolve;
    });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let pulls = 0;
    // Nothing is pulled before the server reads: the second pull is the route reading the form,
    // after it looked the application up.
    const slowBody = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          pulls += 1;
          if (pulls === 1) {
            controller.enqueue(bytes.slice(0, 10));
            return;
          }
          reading();
          await finished;
          controller.enqueue(bytes.slice(10));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const slow = app.app.request(`${api}/applications/mine/documents`, {
      method: 'POST',
      // A browser announces a form's length, so the route reads it as it arrives.
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': type,
        'content-length': String(bytes.byteLength),
      },
      body: slowBody,
      duplex: 'half',
    } as RequestInit);
    await readingStarted;
    const quick = await app.send(`${api}/applications/mine/documents`, {
      method: 'POST',
      token,
      body: letter(),
    });
    expect(quick.status).toBe(201);
    expect((await decide(applicationId, 'approve')).status).toBe(200);
    finish();
    const late = await slow;
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'already_approved' });
    const rows = (await database.execute(
      'SELECT status FROM membership_applications WHERE id = $1',
      [applicationId],
    )) as { status: string }[];
    expect(rows[0]?.status).toBe('APPROVED');
  });
});
