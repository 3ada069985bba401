import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

// The name a supporting document is downloaded under: without an extension, the officer's phone or
// PC did not know what opens the saved file ("sample.alpha-practising-licence-69dd7d7d").

let database: TestDatabase;
let app: TestApp;
let adminToken = '';
const api = '/coaz/api';

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

// The first bytes each type is recognised by on upload (document-file.ts).
const FILES: { field: string; file: File; contentType: string; ending: string }[] = [
  {
    field: 'practisingLicence',
    file: new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'licence.pdf'),
    contentType: 'application/pdf',
    ending: 'practising-licence-[0-9a-f]{8}\\.pdf',
  },
  {
    field: 'studentCard',
    file: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'card.jpeg'),
    contentType: 'image/jpeg',
    ending: 'student-card-[0-9a-f]{8}\\.jpg',
  },
  {
    field: 'otherDocument',
    file: new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
      // A name that says another type: the bytes decide.
      'letter.pdf',
    ),
    contentType: 'image/png',
    ending: 'other-supporting-document-[0-9a-f]{8}\\.png',
  },
];

const WEBP = new File(
  [new Uint8Array([...ascii('RIFF'), 0x1a, 0, 0, 0, ...ascii('WEBPVP8 '), 0, 0, 0, 0])],
  'letter',
);

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

describe('a supporting document downloaded by the secretariat', () => {
  it('is named with the extension of the type it is served as, for each type accepted', async () => {
    const rows = (await database.execute(
      'SELECT id FROM districts WHERE province_id = 2 ORDER BY id LIMIT 1',
    )) as { id: number }[];
    const form = new FormData();
    const fields = {
      membershipType: 'affiliate_membership',
      username: 'named.files',
      password: 'Kitwe-Clinic-2027',
      firstName: 'Sample',
      lastName: 'Applicant',
      nrcNumber: '500901/11/1',
      phoneNumber: '0976000091',
      provinceId: String(2),
      districtId: String(rows[0]?.id ?? 0),
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    for (const { field, file } of FILES) form.set(field, file);
    const applied = await app.send(`${api}/applications`, { method: 'POST', body: form });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const more = new FormData();
    more.set('otherDocument', WEBP);
    const added = await app.send(`${api}/applications/mine/documents`, {
      method: 'POST',
      token: applied.body.access_token,
      body: more,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);

    const review = await app.send(`${api}/admin/applications/${applied.body.application.id}`, {
      token: adminToken,
    });
    expect(review.status).toBe(200);
    const documents = review.body.documents as { id: string; contentType: string }[];
    const expected = [
      ...FILES.map(({ contentType, ending }) => ({ contentType, ending })),
      { contentType: 'image/webp', ending: 'other-supporting-document-[0-9a-f]{8}\\.webp' },
    ];
    expect(documents.map((document) => document.contentType).sort()).toEqual(
      expected.map((entry) => entry.contentType).sort(),
    );
    for (const { contentType, ending } of expected) {
      const document = documents.find((each) => each.contentType === contentType);
      const file = await app.app.request(`${api}/admin/documents/${document?.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(contentType);
      expect(file.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="named\\.files-${ending}"$`),
      );
      // The name ends at the extension of the type it is served as, nothing after.
      expect(file.headers.get('content-disposition')).toContain(
        `-${document?.id.slice(0, 8)}.${ending.split('.').pop()}"`,
      );
    }
  });
});
