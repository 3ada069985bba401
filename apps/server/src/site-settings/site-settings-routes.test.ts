import { CONTACT_EMAIL, CONTACT_PHONE, carouselSlides, WORK_HOURS } from '@coaz/content-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;
let editor: string;
let member: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  editor = (await login(server, 'demo.editor')).body.access_token;
  member = (await login(server, 'demo.active')).body.access_token;
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const url = (path = '') => `${server.url}/api/site-settings${path}`;
const save = (json: Record<string, unknown>, token = editor) =>
  call(url(), { method: 'PUT', token, json });
const current = async () => (await call(url())).body;

describe('site settings', () => {
  it("answers content-data's values, as version 0, before anyone saves them", async () => {
    const settings = await current();
    expect(settings).toMatchObject({
      version: 0,
      updatedAt: null,
      contactPhone: CONTACT_PHONE,
      contactEmail: CONTACT_EMAIL,
      officeDays: WORK_HOURS.days,
      officeOpens: WORK_HOURS.opens,
      officeCloses: WORK_HOURS.closes,
      slide1Headline: carouselSlides[0]?.largeText,
      slide3Headline: null,
      storyPicture: null,
    });
    expect(settings.storyParagraphs.length).toBeGreaterThan(0);
  });

  it('refuses writes without an editor: 401 without a token, 403 for a member', async () => {
    expect((await call(url(), { method: 'PUT', json: { version: 0 } })).status).toBe(401);
    const refused = await save({ version: 0, contactPhone: '+260 211 000 000' }, member);
    expect(refused.status).toBe(403);
    expect((await call(url('/revisions'), { token: member })).status).toBe(403);
    expect((await current()).version).toBe(0);
  });

  it.each([
    [{ contactPhone: 'call us' }, 'contactPhone: must be a telephone number'],
    [{ contactPhone: '12345' }, 'contactPhone: must be a telephone number'],
    [{ contactPhone: '+260 761 234 390 123 456' }, 'contactPhone: '],
    [{ contactEmail: 'info at coaz.org' }, 'contactEmail: must be one plain e-mail address'],
    [{ contactEmail: 'info@coaz' }, 'contactEmail: must be one plain e-mail address'],
    // A `mailto:` link reads `?` as the start of headers: this one copied a stranger on every
    // message sent from the footer.
    [
      { contactEmail: 'info@coaz.org?bcc=spy%40evil.example' },
      'contactEmail: must be one plain e-mail address',
    ],
    [{ contactEmail: 'info@coaz.org&cc=spy@evil.example' }, 'contactEmail: '],
    [{ contactEmail: 'info%40coaz.org@evil.example' }, 'contactEmail: '],
    [{ contactEmail: 'info@coaz.org,spy@evil.example' }, 'contactEmail: '],
    [{ contactEmail: 'info@@coaz.org' }, 'contactEmail: '],
    [{ contactEmail: 'info@coaz.org#x' }, 'contactEmail: '],
    [{ contactPhone: '+260 761 234 390;ext=9' }, 'contactPhone: must be a telephone number'],
    [{ contactPhone: '+260761234390?call' }, 'contactPhone: must be a telephone number'],
    [{ contactAddress: '   ' }, 'contactAddress: must not be blank'],
    [{ contactAddress: 'x'.repeat(301) }, 'contactAddress: at most 300 characters'],
    [{ officeOpens: '8am' }, 'officeOpens: must be a time such as 14:30'],
    [{ officeOpens: '17:00', officeCloses: '08:00' }, 'officeCloses: must be later'],
    [{ storyParagraphs: [] }, 'storyParagraphs: at least 1 entries'],
    [{ storyHeading: 'x'.repeat(121) }, 'storyHeading: at most 120 characters'],
    [{ storyLink: '//evil.example' }, 'storyLink: must be a path on this site'],
    [{ storyLink: 'javascript:alert(1)' }, 'storyLink: must be a path on this site'],
    [{ slide1Headline: '' }, 'slide1Headline: must not be blank'],
    [{ slide2Headline: null }, 'slide2Headline: must be filled in for slide 2 to show'],
    [{ slide3SmallText: 'Half a slide' }, 'slide3Headline: must be filled in for slide 3'],
    [{ storyPicture: { url: 'http://plain.example/a.png' } }, 'storyPicture.url: '],
    [{ contactFax: '+260 1' }, 'Unrecognized key'],
    [{ contactPhone: 260761234390 }, 'contactPhone: '],
  ])('refuses %j with 400 naming the field', async (fields, message) => {
    const refused = await save({ version: 0, ...fields });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error).toBe('validation_failed');
    expect(refused.body.message).toContain(message);
    expect((await current()).version).toBe(0);
  });

  it('saves an edit, merges what was left out, audits it, and refuses a stale version', async () => {
    const saved = await save({
      version: 0,
      contactPhone: '  +260 211 255 255 ',
      officeCloses: '16:30',
      slide3Headline: 'CPD points, every month',
      slide3ButtonLabel: 'Learn more',
      slide3Link: '/services/cpd',
      updatedAt: 'ignored',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      version: 1,
      contactPhone: '+260 211 255 255',
      contactEmail: CONTACT_EMAIL,
      officeCloses: '16:30',
      slide3Headline: 'CPD points, every month',
      slide3SmallText: null,
    });
    expect(await current()).toEqual(saved.body);

    const stale = await save({ version: 0, contactEmail: 'office@coaz.org' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('version_conflict');
    expect((await current()).contactEmail).toBe(CONTACT_EMAIL);

    const log = await call(`${server.url}/api/audit-log?collection=site-settings`, {
      token: editor,
    });
    expect(log.body.items[0]).toMatchObject({
      actor: 'demo.editor',
      action: 'update',
      // In the form's words: the secretariat reads the log, and contactPhone means nothing to them.
      summary:
        'Edited the site settings: telephone, closing time, slide 3 headline, slide 3 button label, slide 3 button link',
    });
  });

  it('lists its revisions and restores one as a new version', async () => {
    const before = await current();
    const edited = await save({ version: before.version, storyHeading: 'A year of CPD' });
    expect(edited.status).toBe(200);
    const revisions = await call(url('/revisions'), { token: editor });
    expect(revisions.status).toBe(200);
    const first = revisions.body.items.at(-1);
    expect(first.version).toBe(1);
    expect(revisions.body.items[0].entry.storyHeading).toBe('A year of CPD');

    const restored = await call(url(`/revisions/${first.revision}/restore`), {
      method: 'POST',
      token: editor,
      json: { version: edited.body.version },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.version).toBe(edited.body.version + 1);
    expect(restored.body.storyHeading).toBe(before.storyHeading);
    const log = await call(`${server.url}/api/audit-log?collection=site-settings&limit=1`, {
      token: editor,
    });
    // Which version came back and what it is now, not a bare "(version N)" read as the one restored.
    expect(log.body.items[0]).toMatchObject({
      action: 'restore',
      summary: `Restored version 1 of the site settings, saved as version ${restored.body.version}`,
    });
    const missing = await call(url('/revisions/999999/restore'), {
      method: 'POST',
      token: editor,
      json: { version: restored.body.version },
    });
    expect(missing.status).toBe(404);
  });

  it('bumps the content version in the same save, so cached pages render afresh', async () => {
    const version = async () =>
      Number(
        (
          (await database.execute('SELECT version FROM content_state WHERE id = 1')) as {
            version: string | number;
          }[]
        )[0]?.version,
      );
    const before = await version();
    const settings = await current();
    await save({ version: settings.version, officeDays: 'Monday to Saturday' });
    expect(await version()).toBe(before + 1);
    // A refused save changes nothing the pages show.
    await save({ version: settings.version + 1, contactPhone: 'none' });
    expect(await version()).toBe(before + 1);
  });
});
