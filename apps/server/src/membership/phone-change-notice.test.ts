import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { isTelephoneNumber } from '../site-settings/site-settings-fields';
import { replacedNumberNotice } from './replaced-number-notice';

// A session alone may move the phone number, and the phone number is where password recovery
// sends its code: whoever holds a stolen session could take the account over. The number being
// replaced must hear of it, so the member can ask the secretariat to stop it.

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';
const ACTIVE_PHONE = '260971000001'; // demo.active's number (seed-demo-membership.ts)
const NEW_PHONE = '260955777321';

async function messagesTo(phone: string): Promise<string[]> {
  const outbox = await app.send(`/api/dev/outbox?to=${phone}`);
  return (outbox.body.items as { body: string }[]).map((item) => item.body);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('changing the phone number', () => {
  it('tells the number being replaced, once the new one is confirmed', async () => {
    // The secretariat's telephone as an editor saved it in the site settings.
    await database.execute(
      `INSERT INTO site_settings (id, version, settings) VALUES (1, 1, '{"contactPhone": "+260 211 000 111"}')`,
    );
    const login = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.active', password: 'Demo-2026!' },
    });
    const token = login.body.access_token;
    const sent = await app.send(`${api}/profile/phone`, {
      method: 'POST',
      token,
      json: { phoneNumber: '0955777321', currentPassword: 'Demo-2026!' },
    });
    expect(sent.status).toBe(202);
    const code = /number is (\d{6})/.exec((await messagesTo(NEW_PHONE))[0] ?? '')?.[1];
    const before = await messagesTo(ACTIVE_PHONE);

    const confirmed = await app.send(`${api}/profile/phone/confirm`, {
      method: 'POST',
      token,
      json: { code },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.phoneNumber).toBe(NEW_PHONE);

    const after = await messagesTo(ACTIVE_PHONE);
    expect(after.length).toBe(before.length + 1);
    const notice = after.find((body) => !before.includes(body)) ?? '';
    // It names the new number only by its last digits, and says what to do if it was not them.
    expect(notice).toMatch(/ending 7321\./);
    expect(notice).not.toContain('955777321');
    expect(notice).toMatch(/secretariat/i);
    // And how to reach the secretariat: "contact the secretariat at once" did not say.
    expect(notice).toBe(
      'COAZ: the phone number on your membership was changed to a number ending 7321. If it was not you, call the secretariat now on +260 211 000 111.',
    );
  });
});

describe('the notice to the replaced number', () => {
  it('never names an ending the old number shares, which read as no change', () => {
    // demo.active's 0971 000 001 moved to 0966 110 001: "ending 001", as it was, read as no change.
    const sameEnding = replacedNumberNotice('260971000001', '260966110001');
    expect(sameEnding).toContain('was changed to another number.');
    expect(sameEnding).not.toMatch(/ending/);
    expect(replacedNumberNotice('260971000001', '260966111001')).toContain('a number ending 1001.');
    expect(replacedNumberNotice('260971000001', '260966111002')).toContain('a number ending 1002.');
    expect(sameEnding.length).toBeLessThanOrEqual(160);
  });

  it('stays one SMS with the longest telephone the site settings take, and reads as before without one', () => {
    const telephone = `+${'1 '.repeat(14)}1`;
    expect(telephone).toHaveLength(30);
    expect(isTelephoneNumber(telephone)).toBe(true);
    const notice = replacedNumberNotice('260971000001', '260955777321', telephone);
    expect(notice).toContain(`call the secretariat now on ${telephone}.`);
    expect(notice.length, notice).toBeLessThanOrEqual(160);
    expect(replacedNumberNotice('260971000001', '260955777321')).toBe(
      'COAZ: the phone number on your membership was changed to a number ending 7321. If you did not change it, contact the secretariat at once.',
    );
  });
});
