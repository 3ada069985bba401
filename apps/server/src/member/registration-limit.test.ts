import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { call, login, startTestServer, type TestServer } from '../../test-support/test-server';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database);
  await database.execute(
    "UPDATE users SET nrc_number = '765432/10/1', phone_number = '260971000111' WHERE username = $1",
    ['demo.active'],
  );
});

afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('finishing a registration: refusals for a taken NRC or mobile number count', () => {
  const particulars = {
    firstName: 'Sample',
    lastName: 'Registering Member',
    email: 'sample.registering@example.org',
    phoneNumber: '0977123456',
    nrcNumber: '123456/10/1',
    districtId: 1,
  };

  it('answers 429 after five attempts in an hour, so numbers cannot be tested without end', async () => {
    const { body } = await login(server, 'demo.registration');
    const send = (json: object) =>
      call(`${server.memberApi}/registration`, { method: 'POST', token: body.access_token, json });
    const refusals = [
      { nrcNumber: '765432/10/1' },
      { phoneNumber: '0971000111' },
      { nrcNumber: '765432/10/1' },
      { phoneNumber: '0971000111' },
      { nrcNumber: '765432/10/1' },
    ];
    for (const change of refusals) {
      const refused = await send({ ...particulars, ...change });
      expect(refused.status).toBe(409);
    }
    // A sixth guess, even one that would be accepted, tells nothing more this hour.
    const limited = await send(particulars);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(server, 'demo.registration')).body.status).toBe('INCOMPLETE_REGISTRATION');
  });
});
