import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const usersCount = async () =>
  Number(((await database.execute('SELECT count(*) AS n FROM users')) as { n: string }[])[0]?.n);

/** A multipart body of `parts` one-character fields, as a script (not a browser) would send it. */
function manyParts(parts: number, boundary = 'b0undary'): string {
  const lines: string[] = [];
  for (let index = 0; index < parts; index += 1) {
    lines.push(`--${boundary}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`);
  }
  return `${lines.join('')}--${boundary}--\r\n`;
}

// The application is public and takes up to three 5 MB documents, so its body may be 15 MB;
// read as thousands of tiny parts or as one big JSON document, such a body held the server's
// one thread for a second (measured on the audit of 5 December 2026) before any field was checked.
describe('an application form bigger than any form of ours', () => {
  it('is refused with 413 when it has more parts than an application has fields and documents', async () => {
    const before = await usersCount();
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
      body: manyParts(5_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_many_parts' });
    expect(await usersCount()).toBe(before);
  });

  // A media type's name is case-insensitive: written in capitals, the form was refused with 415
  // as if it were of another type, where a client sending it deserves the form's own answers.
  it('reads a type written in capitals as the form it names', async () => {
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'Multipart/Form-Data; boundary=b0undary' },
      body: manyParts(5_000),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_many_parts' });
  });

  // The parser reads the header by the WHATWG MIME rules: `"a\"b"` is the boundary `a"b`, and a
  // `;` inside another parameter's quotes is not the start of a boundary. A count that read the
  // header otherwise looked for a delimiter the body did not contain, found no part, and let
  // 200 000 of them through to the parser: seven seconds of the server's one thread, from anyone.
  it.each([
    ['a quoted boundary with an escape', 'multipart/form-data; boundary="a\\"b"', 'a"b'],
    ['a boundary after a quoted ";"', 'multipart/form-data; x="; boundary=a"; boundary=b', 'b'],
  ])('is refused with 413 when it has too many parts and %s', async (_, contentType, boundary) => {
    const before = await usersCount();
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: manyParts(5_000, boundary),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'too_many_parts' });
    expect(await usersCount()).toBe(before);
  });

  // The parser reads a part's headers line by line and decodes a field whole: one part with a
  // million header lines held the server's one thread for three seconds.
  it.each([
    ['a part with more headers than a document needs', 'X-Padding: p\r\n'.repeat(200_000), 'x'],
    ['a field longer than any field of an application', '', 'x'.repeat(1_000_000)],
  ])('is refused with 413 for %s', async (_, headers, value) => {
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
      body: `--b0undary\r\nContent-Disposition: form-data; name="firstName"\r\n${headers}\r\n${value}\r\n--b0undary--\r\n`,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'field_too_large' });
  });

  it('is refused with 400 when its multipart type names no boundary', async () => {
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: manyParts(5_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_form' });
  });

  it('is refused with 413 when it comes as JSON over the JSON limit, since documents never come as JSON', async () => {
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ membershipType: 'associate_membership', pad: 'x'.repeat(300_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('still reads a form with every field and document an application has', async () => {
    const form = new FormData();
    const fields = {
      membershipType: 'student_membership',
      username: 'form.size',
      password: 'Kitwe-Clinic-2027',
      firstName: 'Sample',
      lastName: 'Applicant',
      nrcNumber: '400077/10/1',
      phoneNumber: '0977000077',
      email: 'form.size@example.org',
      hpczNumber: 'HPCZ-1',
      professionalCategory: 'general',
      provinceId: '2',
      districtId: '',
      trainingInstitution: 'Kitwe College',
    };
    const [district] = (await database.execute(
      'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
    )) as { id: number }[];
    fields.districtId = String(district?.id);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
    for (const name of ['practisingLicence', 'studentCard', 'otherDocument']) {
      form.set(name, new File([pdf], `${name}.pdf`, { type: 'application/pdf' }));
    }
    const response = await fetch(`${server.memberApi}/applications`, {
      method: 'POST',
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
