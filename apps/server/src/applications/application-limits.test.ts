import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let districtId = 0;

// The smallest file a PDF reader recognises; the server checks the signature, not the name.
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  database = await createTestDatabase();
  // The production limits, and client addresses from X-Forwarded-For.
  server = await startTestServer(database, { trustProxy: true });
  const rows = (await database.execute(
    'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
  )) as { id: number }[];
  districtId = rows[0]?.id ?? 0;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

function application(index: number) {
  return {
    membershipType: 'associate_membership',
    username: `applicant.${index}`,
    password: 'Kitwe-Clinic-2027',
    firstName: 'Sample',
    lastName: 'Applicant',
    nrcNumber: `4000${String(index).padStart(2, '0')}/10/1`,
    phoneNumber: `09770000${String(index).padStart(2, '0')}`,
    professionalCategory: 'general',
    provinceId: 2,
    districtId,
  };
}

const apply = (json: unknown, address: string) =>
  call(`${server.memberApi}/applications`, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': address },
  });

function documents(count: number) {
  const form = new FormData();
  const fields = ['practisingLicence', 'studentCard', 'otherDocument'];
  for (const field of fields.slice(0, count)) {
    form.set(field, new File([Buffer.from(PDF_BYTES)], `${field}.pdf`));
  }
  return form;
}

async function addDocuments(token: string, count: number) {
  const response = await fetch(`${server.memberApi}/applications/mine/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: documents(count),
  });
  return { status: response.status, body: await response.json() };
}

describe('limits on applying', () => {
  it('takes 10 well-formed applications an hour from one address, then 429; others still apply', async () => {
    const clinic = '198.51.100.30';
    const first = await apply(application(1), clinic);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Refused ones count too, so the NRC and phone checks cannot be used to test numbers.
    for (let index = 2; index <= 10; index += 1) {
      expect((await apply(application(1), clinic)).status).toBe(409);
    }
    const over = await apply(application(11), clinic);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'rate_limited' });
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // A malformed form is refused before it is counted.
    const typo = await apply({ ...application(12), nrcNumber: '1' }, '198.51.100.31');
    expect(typo.status).toBe(400);
    // Words a screen reader reads as words, the same the web form shows, not `######/##/#`.
    expect(typo.body.message).toContain('Enter the NRC number as on the card, such as 123456/10/1');
    const elsewhere = await apply(application(12), '198.51.100.31');
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
  });

  // Security audit: the allowance was counted only after the form (up to 15 MB of documents) was
  // read and its documents checked, so an address over it still had every form read.
  it('refuses an address past its allowance before reading its form', async () => {
    const office = '198.51.100.32';
    for (let index = 0; index < 10; index += 1) {
      await apply(application(1), office);
    }
    const unreadable = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=b0undary',
        'x-forwarded-for': office,
      },
      body: `${'--b0undary\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n'.repeat(100)}--b0undary--\r\n`,
    });
    // Read, this form is 413 `too_many_parts`; unread, the address's 429.
    expect(unreadable.status).toBe(429);
    expect(await unreadable.json()).toMatchObject({ error: 'rate_limited' });
  });

  it('refuses a member more document forms, unread, after 20 refused in an hour', async () => {
    const created = await apply(application(23), '198.51.100.43');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = created.body.access_token as string;
    const notADocument = () => {
      const form = new FormData();
      form.set('otherDocument', new File(['<html>'], 'page.html'));
      return fetch(`${server.memberApi}/applications/mine/documents`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    for (let index = 0; index < 20; index += 1) {
      expect((await notADocument()).status).toBe(415);
    }
    const refused = await notADocument();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    // A good form waits for the hour too; another member's forms are read as before.
    expect((await addDocuments(token, 1)).status).toBe(429);
    const other = await apply(application(24), '198.51.100.44');
    expect((await addDocuments(other.body.access_token, 1)).status).toBe(201);
  });

  it('keeps at most 6 documents on an application, refusing more with 409', async () => {
    const created = await apply(application(20), '198.51.100.40');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const token = created.body.access_token as string;
    expect((await addDocuments(token, 3)).status).toBe(201);
    expect((await addDocuments(token, 2)).status).toBe(201);
    const over = await addDocuments(token, 2);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: 'too_many_documents' });
    const last = await addDocuments(token, 1);
    expect(last.status).toBe(201);
    expect(last.body.documents).toHaveLength(6);
    const full = await addDocuments(token, 1);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ error: 'too_many_documents' });
  });

  it('answers 413 for a document over 5 MB, naming it', async () => {
    const created = await apply(application(22), '198.51.100.42');
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(PDF_BYTES);
    const form = new FormData();
    form.set('otherDocument', new File([Buffer.from(large)], 'scan.pdf'));
    const response = await fetch(`${server.memberApi}/applications/mine/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.body.access_token}` },
      body: form,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: 'payload_too_large',
      message: 'The other supporting document is larger than 5 MB',
    });
  });

  it('counts simultaneous additions one after another', async () => {
    const created = await apply(application(21), '198.51.100.41');
    const token = created.body.access_token as string;
    const answers = await Promise.all([1, 2, 3].map(() => addDocuments(token, 3)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409]);
    const rows = (await database.execute(
      "SELECT count(*)::int AS n FROM member_documents d JOIN users u ON u.id = d.user_id WHERE u.username = 'applicant.21'",
    )) as { n: number }[];
    expect(rows[0]?.n).toBe(6);
  });
});
