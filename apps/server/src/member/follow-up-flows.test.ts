import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { paymentSandboxDelayMs: 300 });
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('changing a one-time password (status OTP)', () => {
  const url = () => `${server.memberApi}/password/one-time`;

  it('refuses a wrong one-time password, a short password, a NUL and reuse', async () => {
    const wrong = await call(url(), {
      method: 'POST',
      json: { username: 'demo.otp', oneTimePassword: 'not-it', newPassword: 'Chipata-Clinic-2027' },
    });
    expect(wrong.status).toBe(401);
    const short = await call(url(), {
      method: 'POST',
      json: { username: 'demo.otp', oneTimePassword: 'Demo-2026!', newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('newPassword'),
    });
    // Login refuses NUL, so a new password with one would lock the member out.
    const nul = await call(url(), {
      method: 'POST',
      json: {
        username: 'demo.otp',
        oneTimePassword: 'Demo-2026!',
        newPassword: 'Chipata\u0000Clinic-2027',
      },
    });
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({
      error: 'validation_failed',
      message: expect.stringContaining('newPassword'),
    });
    const reuse = await call(url(), {
      method: 'POST',
      json: { username: 'demo.otp', oneTimePassword: 'Demo-2026!', newPassword: 'Demo-2026!' },
    });
    expect(reuse.status).toBe(422);
    expect((await login(server, 'demo.otp')).body.status).toBe('OTP');
  });

  it('sets the new password and activates the account, so login succeeds', async () => {
    const changed = await call(url(), {
      method: 'POST',
      json: {
        username: 'demo.otp',
        oneTimePassword: 'Demo-2026!',
        newPassword: 'Chipata-Clinic-2027',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'ACTIVE' });
    expect((await login(server, 'demo.otp')).status).toBe(401);
    const after = await login(server, 'demo.otp', 'Chipata-Clinic-2027');
    expect(after.body).toMatchObject({ status: 'SUCCESSFUL', user: { status: 'ACTIVE' } });
  });

  it('answers 409 for an account that has no one-time password', async () => {
    const response = await call(url(), {
      method: 'POST',
      json: {
        username: 'demo.active',
        oneTimePassword: 'Demo-2026!',
        newPassword: 'Kabwe-Clinic-2027',
      },
    });
    expect(response.status).toBe(409);
  });
});

describe('finishing a registration (status INCOMPLETE_REGISTRATION)', () => {
  const particulars = {
    firstName: 'Sample',
    lastName: 'Registering Member',
    email: 'Sample.Registering@example.org',
    phoneNumber: '0977 123 456'.replace(/\s/g, ''),
    nrcNumber: '123456/10/1',
    districtId: 1,
  };

  it('needs a token and valid particulars', async () => {
    const url = `${server.memberApi}/registration`;
    expect((await call(url, { method: 'POST', json: particulars })).status).toBe(401);
    const { body } = await login(server, 'demo.registration');
    const bad = await call(url, {
      method: 'POST',
      token: body.access_token,
      json: { ...particulars, nrcNumber: '12-34' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('nrcNumber');
    const noDistrict = await call(url, {
      method: 'POST',
      token: body.access_token,
      json: { ...particulars, districtId: 9999 },
    });
    expect(noDistrict.status).toBe(422);
    // A prefix no Zambian network uses, refused as the application form refuses it.
    const noNetwork = await call(url, {
      method: 'POST',
      token: body.access_token,
      json: { ...particulars, phoneNumber: '0911234567' },
    });
    expect(noNetwork.status).toBe(400);
    expect(noNetwork.body.message).toContain('phoneNumber');
  });

  it('answers 409 nrc_registered for an NRC number another account has, changing nothing', async () => {
    await database.execute("UPDATE users SET nrc_number = '765432/10/1' WHERE username = $1", [
      'demo.active',
    ]);
    const { body } = await login(server, 'demo.registration');
    const taken = await call(`${server.memberApi}/registration`, {
      method: 'POST',
      token: body.access_token,
      json: { ...particulars, nrcNumber: '765432/10/1' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      error: 'nrc_registered',
      message: expect.stringMatching(/^nrcNumber: /),
    });
    expect((await login(server, 'demo.registration')).body.status).toBe('INCOMPLETE_REGISTRATION');
  });

  it('records the particulars and activates the member, so login succeeds', async () => {
    const { body } = await login(server, 'demo.registration');
    const done = await call(`${server.memberApi}/registration`, {
      method: 'POST',
      token: body.access_token,
      json: particulars,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'ACTIVE' });
    const after = await login(server, 'demo.registration');
    expect(after.body).toMatchObject({
      status: 'SUCCESSFUL',
      user: {
        firstName: 'Sample',
        email: 'sample.registering@example.org',
        phoneNumber: '260977123456',
      },
    });
    const again = await call(`${server.memberApi}/registration`, {
      method: 'POST',
      token: after.body.access_token,
      json: particulars,
    });
    expect(again.status).toBe(409);
  });

  // A slow phone's second press, with a corrected e-mail, sent as the first is saved: one is
  // saved and said so, the other is told the registration is complete, never told it was saved.
  it('tells the second of two registrations sent at once that it was not saved', async () => {
    await database.execute(
      "UPDATE users SET status = 'INCOMPLETE_REGISTRATION', nrc_number = NULL, phone_number = NULL WHERE username = $1",
      ['demo.registration'],
    );
    const { body } = await login(server, 'demo.registration');
    const send = (email: string) =>
      call(`${server.memberApi}/registration`, {
        method: 'POST',
        token: body.access_token,
        json: { ...particulars, email },
      });
    const answers = await Promise.all([send('first@example.org'), send('second@example.org')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const saved = answers[answers[0]?.status === 200 ? 0 : 1];
    const refused = answers[answers[0]?.status === 200 ? 1 : 0];
    expect(refused?.body).toMatchObject({ error: 'not_required' });
    const rows = (await database.execute('SELECT email FROM users WHERE username = $1', [
      'demo.registration',
    ])) as { email: string }[];
    expect(rows[0]?.email).toBe(saved === answers[0] ? 'first@example.org' : 'second@example.org');
  });

  // Many members have no e-mail: /join asks for it as optional, and so does this follow-up.
  it('finishes a registration without an e-mail, left out or sent empty', async () => {
    for (const email of [undefined, '  ']) {
      await database.execute(
        "UPDATE users SET status = 'INCOMPLETE_REGISTRATION', email = 'old@example.org', nrc_number = NULL, phone_number = NULL WHERE username = $1",
        ['demo.registration'],
      );
      await database.execute(
        `DELETE FROM rate_limit_hits WHERE bucket LIKE 'registration-member:%'`,
      );
      const { body } = await login(server, 'demo.registration');
      const done = await call(`${server.memberApi}/registration`, {
        method: 'POST',
        token: body.access_token,
        json: { ...particulars, email },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const rows = (await database.execute('SELECT email FROM users WHERE username = $1', [
        'demo.registration',
      ])) as { email: string | null }[];
      expect(rows[0]?.email).toBeNull();
    }
  });
});

describe('paying the membership fee by mobile money (status PENDING_PAYMENT)', () => {
  it('refuses a number of another network and a fee that is not the member’s', async () => {
    const { body } = await login(server, 'demo.payment');
    const wrongNetwork = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: { receivableId: body.tariff.receivableId, network: 'MTN', phoneNumber: '0971234567' },
    });
    expect(wrongNetwork.status).toBe(422);
    const other = await login(server, 'demo.active');
    const notTheirs = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: other.body.access_token,
      json: {
        receivableId: body.tariff.receivableId,
        network: 'AIRTEL',
        phoneNumber: '0971234567',
      },
    });
    expect(notTheirs.status).toBe(404);
    const badNetwork = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: {
        receivableId: body.tariff.receivableId,
        network: 'VODAFONE',
        phoneNumber: '0971234567',
      },
    });
    expect(badNetwork.status).toBe(400);
  });

  it('reports a declined sandbox payment as failed and leaves the member pending', async () => {
    const { body } = await login(server, 'demo.payment');
    const started = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: {
        receivableId: body.tariff.receivableId,
        network: 'ZAMTEL',
        phoneNumber: '0955000000',
      },
    });
    expect(started.status).toBe(202);
    await pause(400);
    const settled = await call(`${server.memberApi}/payments/${started.body.paymentId}`, {
      token: body.access_token,
    });
    expect(settled.body.status).toBe('FAILED');
    expect((await login(server, 'demo.payment')).body.status).toBe('PENDING_PAYMENT');
  });

  it('shows the fee to pay, to its member only', async () => {
    const { body } = await login(server, 'demo.payment');
    const url = `${server.memberApi}/receivables/${body.tariff.receivableId}`;
    const fee = await call(url, { token: body.access_token });
    expect(fee.status).toBe(200);
    expect(fee.body).toMatchObject({
      receivableId: body.tariff.receivableId,
      criteriaId: body.tariff.criteriaId,
      amount: 300,
      currency: 'ZMW',
      paid: false,
      pendingPaymentId: null,
      description: expect.stringContaining('annual subscription'),
    });
    const other = await login(server, 'demo.editor');
    expect((await call(url, { token: other.body.access_token })).status).toBe(404);
    expect((await call(url)).status).toBe(401);
  });

  it('confirms a sandbox payment after a short delay and activates the member', async () => {
    const { body } = await login(server, 'demo.payment');
    const started = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: {
        receivableId: body.tariff.receivableId,
        network: 'MTN',
        phoneNumber: '+260 96 123 4567',
      },
    });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'PENDING',
      sandbox: true,
      amount: 300,
      network: 'MTN',
      phoneNumber: '260961234567',
      message: expect.stringContaining('SANDBOX'),
    });
    // The member, thinking the first press failed (its answer lost), tries Airtel: the refusal
    // says where the prompt that waits went, so the page can send them to that phone.
    const airtel = await call(`${server.memberApi}/payments`, {
      method: 'POST',
      token: body.access_token,
      json: {
        receivableId: body.tariff.receivableId,
        network: 'AIRTEL',
        phoneNumber: '0971234567',
      },
    });
    expect(airtel.status).toBe(409);
    expect(airtel.body).toMatchObject({
      error: 'payment_pending',
      paymentId: started.body.paymentId,
      network: 'MTN',
      phoneNumber: '260961234567',
    });
    const statusUrl = `${server.memberApi}/payments/${started.body.paymentId}`;
    const feeUrl = `${server.memberApi}/receivables/${body.tariff.receivableId}`;
    // A page reopened mid-payment learns of the prompt already on the phone, and follows it.
    const midway = await call(feeUrl, { token: body.access_token });
    expect(midway.body).toMatchObject({ paid: false, pendingPaymentId: started.body.paymentId });
    expect((await call(statusUrl, { token: body.access_token })).body.status).toBe('PENDING');
    await pause(400);
    const settled = await call(statusUrl, { token: body.access_token });
    expect(settled.body).toMatchObject({ status: 'CONFIRMED' });
    const after = await login(server, 'demo.payment');
    expect(after.body).toMatchObject({
      status: 'SUCCESSFUL',
      tariff: null,
      user: { status: 'ACTIVE' },
    });
    const fee = await call(`${server.memberApi}/receivables/${body.tariff.receivableId}`, {
      token: after.body.access_token,
    });
    expect(fee.body).toMatchObject({ paid: true, pendingPaymentId: null });
    const other = await login(server, 'demo.editor');
    expect((await call(statusUrl, { token: other.body.access_token })).status).toBe(404);
    expect(
      (await call(`${server.memberApi}/payments/not-a-uuid`, { token: body.access_token })).status,
    ).toBe(400);
  });
});
