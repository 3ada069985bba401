import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpStandIn, startSmtpStandIn } from '../../test-support/smtp-stand-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { testConfig } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { createSmtpEmailProvider, type SmtpSettings } from './smtp-email-provider';

const FROM = 'COAZ <no-reply@coaz.test>';
const CREDENTIALS = { user: 'coaz-mailer', password: 'mail-password-0123' };

let mail: SmtpStandIn;

beforeAll(async () => {
  mail = await startSmtpStandIn({ credentials: CREDENTIALS, refusedDomain: 'nowhere.test' });
});

afterAll(async () => {
  await mail.close();
});

const settings = (overrides: Partial<SmtpSettings> = {}): SmtpSettings => ({
  host: '127.0.0.1',
  port: mail.port,
  secure: false,
  requireTls: false,
  auth: { user: CREDENTIALS.user, pass: CREDENTIALS.password },
  from: FROM,
  ...overrides,
});

describe('the SMTP e-mail provider', () => {
  it('sends plain text from MAIL_FROM to the member, signed in as SMTP_USER', async () => {
    const before = mail.received.length;
    await createSmtpEmailProvider(settings()).send({
      phoneNumber: null,
      email: 'member@example.org',
      subject: 'Your code',
      body: 'COAZ: your password reset code is 123456',
    });
    const sent = mail.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: 'no-reply@coaz.test',
      to: ['member@example.org'],
      user: CREDENTIALS.user,
    });
    expect(sent[0]?.raw).toMatch(/^Subject: Your code\r?$/m);
    expect(sent[0]?.raw).toMatch(/^From: COAZ <no-reply@coaz\.test>\r?$/m);
    expect(sent[0]?.raw).toContain('your password reset code is 123456');
  });

  it('throws when the server refuses the mailbox or the password, or there is no address', async () => {
    const provider = createSmtpEmailProvider(settings());
    await expect(
      provider.send({ phoneNumber: null, email: 'someone@nowhere.test', body: 'x' }),
    ).rejects.toThrow(/550|mailbox/i);
    await expect(
      createSmtpEmailProvider(settings({ auth: { user: 'coaz-mailer', pass: 'wrong' } })).send({
        phoneNumber: null,
        email: 'member@example.org',
        body: 'x',
      }),
    ).rejects.toThrow(/auth|invalid/i);
    await expect(provider.send({ phoneNumber: null, email: null, body: 'x' })).rejects.toThrow(
      /no e-mail address/,
    );
  });

  it('keeps the refused member’s address out of its failure, which is logged', async () => {
    const refusal = createSmtpEmailProvider(settings()).send({
      phoneNumber: null,
      email: 'someone@nowhere.test',
      body: 'x',
    });
    await expect(refusal).rejects.toThrow(
      /^the mail server did not take the message: .*550 5\.1\.1 <e-mail address>: Recipient address rejected/,
    );
    await expect(refusal).rejects.not.toThrow(/someone|nowhere/);
  });

  it('sends nothing over a connection it cannot encrypt when encryption is required', async () => {
    const before = mail.received.length;
    await expect(
      createSmtpEmailProvider(settings({ requireTls: true })).send({
        phoneNumber: null,
        email: 'member@example.org',
        body: 'COAZ: your password reset code is 654321',
      }),
    ).rejects.toThrow(/STARTTLS|TLS/i);
    expect(mail.received.length).toBe(before);
  });
});

describe('members reached by e-mail through the server', () => {
  let database: TestDatabase;
  let app: TestApp;
  const api = '/coaz/api';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { membership } = await testConfig();
    app = await startTestApp(database, {
      membership: { ...membership, emailProvider: 'smtp', smtp: settings() },
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const mailTo = async (address: string, count: number) => {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const found = mail.received.filter((message) => message.to.includes(address));
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return mail.received.filter((message) => message.to.includes(address));
  };

  it('sends the password-recovery code by e-mail to a member without a phone number', async () => {
    await database.execute(
      "UPDATE users SET phone_number = NULL, email = 'active.member@example.org' WHERE username = 'demo.active'",
    );
    const asked = await app.send(`${api}/password/recovery`, {
      method: 'POST',
      json: { login: 'demo.active' },
    });
    expect(asked.status).toBe(202);
    const [message] = await mailTo('active.member@example.org', 1);
    expect(message?.raw).toMatch(/password reset code is \d{6}/);
  });

  it('tells the replaced address when the e-mail changes, without naming the new one', async () => {
    await database.execute(
      "UPDATE users SET email = 'editor.old@example.org' WHERE username = 'demo.editor'",
    );
    const login = await app.send(`${api}/login`, {
      method: 'POST',
      json: { username: 'demo.editor', password: 'Demo-2026!' },
    });
    const saved = await app.send(`${api}/profile`, {
      method: 'PUT',
      token: login.body.access_token,
      json: { email: 'editor.new@example.org', districtId: 5, currentPassword: 'Demo-2026!' },
    });
    expect(saved.status).toBe(200);
    const [notice] = await mailTo('editor.old@example.org', 1);
    expect(notice?.raw).toMatch(/e-mail address on your membership was changed/);
    expect(notice?.raw).not.toContain('editor.new');
    expect(await mailTo('editor.new@example.org', 0)).toEqual([]);
  });
});
