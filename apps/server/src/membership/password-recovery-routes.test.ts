import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';

let database: TestDatabase;
let app: TestApp;
const api = '/coaz/api';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.drop();
});

const recover = (login: string) =>
  app.send(`${api}/password/recovery`, { method: 'POST', json: { login } });

describe('asking for a password reset code', () => {
  it('sends a member the code after answering', async () => {
    const answer = await recover('demo.active');
    expect(answer.status).toBe(202);
    await app.services.background.settled();
    const outbox = await app.send('/api/dev/outbox?to=260971000001');
    expect(outbox.body.items[0].body).toMatch(/password reset code is \d{6}/);
  });

  it('answers a member as a stranger even when the code cannot be issued, and logs why', async () => {
    const stranger = await recover('nobody.here');
    // The member's work fails: its answer must not show it, and the log must.
    await database.execute('ALTER TABLE verification_codes RENAME TO verification_codes_away');
    try {
      const member = await recover('demo.editor');
      expect(member.status).toBe(202);
      expect(member.body).toEqual(stranger.body);
      await app.services.background.settled();
    } finally {
      await database.execute('ALTER TABLE verification_codes_away RENAME TO verification_codes');
    }
    const failures = app.logLines.filter((line) => line.startsWith('password recovery failed'));
    expect(failures).toHaveLength(1);
    // Named by error and code, never by a query's text and parameters.
    expect(failures[0]).not.toMatch(/verification_codes|demo\.editor/);
  });
});
