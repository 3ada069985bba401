import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_PASSWORD_HASH_COST } from '../../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { createPasswordHasher } from '../auth/password-hasher';
import { loadConfig } from '../config';
import { ConfigurationProblems } from '../configuration-problems';
import { LOCKED_PASSWORD_HASH } from './lock-demo-accounts';
import { DEMO_ACCOUNTS } from './seed-demo';

const api = '/coaz/api';

/** A database that ran in demo mode, as `npm start` leaves one. */
async function demoDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  // Seeded from the template on either engine; the first demo start finds it so.
  await (await startTestApp(database)).close();
  return database;
}

/** A database no server has ever run on: the production one of a first install. */
function newDatabase(): Promise<TestDatabase> {
  return createTestDatabase({ empty: true });
}

/** Starts production on `database`, and answers why it refused, or the lines it logged. */
async function startProduction(
  database: TestDatabase,
  acceptDemoDatabase = false,
): Promise<{ refusal?: unknown; logLines: string[]; app?: TestApp }> {
  try {
    const app = await startTestApp(database, { mode: 'production', acceptDemoDatabase });
    return { logLines: app.logLines, app };
  } catch (refusal) {
    return { refusal, logLines: [] };
  }
}

/** An account the demo never made, given a staff role (as anyone holding demo.admin could). */
async function addStaff(database: TestDatabase, username: string, role: 'admin' | 'editor') {
  await database.execute(
    `INSERT INTO users (username, password_hash, status, role) VALUES ($1, 'x', 'ACTIVE', $2)`,
    [username, role],
  );
}

async function passwordHashOf(database: TestDatabase, username: string): Promise<string> {
  const rows = (await database.execute('SELECT password_hash FROM users WHERE username = $1', [
    username,
  ])) as { password_hash: string }[];
  return rows[0]?.password_hash ?? '';
}

describe('production started on a database that ran in demo mode', () => {
  it('refuses, saying what it found, why it matters and the two ways on, and changes nothing', async () => {
    const database = await demoDatabase();
    try {
      await addStaff(database, 'kabwe.admin', 'admin');
      await addStaff(database, 'ndola.editor', 'editor');
      const before = await passwordHashOf(database, 'demo.admin');

      const { refusal } = await startProduction(database);
      expect(refusal).toBeInstanceOf(ConfigurationProblems);
      const message = (refusal as Error).message;
      // It says which database, so the operator knows which to leave behind.
      expect(message).toMatch(
        /this database \((PostgreSQL, from DATABASE_URL|the embedded database in \/\S+)\) ran in demo mode/,
      );
      expect(message).toContain(
        `ran in demo mode: it holds ${DEMO_ACCOUNTS.length} demo accounts (demo.active, demo.admin,`,
      );
      // The demo seeds a year paid through the sandbox for demo.active and demo.editor.
      expect(message).toContain('2 payments made through the payment sandbox');
      expect(message).toContain(
        '2 accounts other than the demo’s hold a staff role: kabwe.admin (admin), ndola.editor (editor)',
      );
      expect(message).toContain('The demo password is public');
      expect(message).toContain('recommended: DATA_DIR set to a new folder');
      expect(message).toContain('or a new DATABASE_URL');
      expect(message).toContain('set ACCEPT_DEMO_DATABASE=true');
      // Either way the next step is an admin of the secretariat's own.
      expect(message).toContain('pnpm --filter server make-admin --username <name>');
      // Refused before anything is changed: the demo accounts are as the demo left them.
      expect(await passwordHashOf(database, 'demo.admin')).toBe(before);
    } finally {
      await database.drop();
    }
  });

  it('refuses one whose only trace is a payment through the sandbox', async () => {
    const database = await demoDatabase();
    try {
      // The demo's user names gone (renamed by hand, say): its sandbox payments still tell.
      await database.execute(
        "UPDATE users SET username = replace(username, 'demo.', 'renamed.') WHERE username LIKE 'demo.%'",
      );
      const { refusal } = await startProduction(database);
      expect(refusal).toBeInstanceOf(ConfigurationProblems);
      const message = (refusal as Error).message;
      expect(message).toContain(
        'ran in demo mode: it holds 2 payments made through the payment sandbox',
      );
      expect(message).not.toContain('demo account');
      expect(message).toContain(
        '2 memberships other than the demo’s were paid through the sandbox',
      );
      expect(message).toContain('renamed.admin (admin)');
    } finally {
      await database.drop();
    }
  });

  it('starts on one that never ran in demo mode, with no word of the demo', async () => {
    const database = await newDatabase();
    try {
      const { refusal, logLines, app } = await startProduction(database);
      expect(refusal).toBeUndefined();
      await app?.close();
      expect(logLines.join('\n')).not.toMatch(/demo/);
    } finally {
      await database.drop();
    }
  }, 60_000);

  it('starts with ACCEPT_DEMO_DATABASE=true, locks a demo account given a password of its own, and names the accounts to review', async () => {
    const database = await demoDatabase();
    try {
      await addStaff(database, 'kabwe.admin', 'admin');
      // Whoever held demo.admin during the demo chose a password of their own for it.
      const own = await createPasswordHasher(TEST_PASSWORD_HASH_COST).hash('Kabwe-Admin-2027!');
      await database.execute('UPDATE users SET password_hash = $1 WHERE username = $2', [
        own,
        'demo.admin',
      ]);

      const { refusal, logLines, app } = await startProduction(database, true);
      expect(refusal).toBeUndefined();
      if (!app) throw new Error('production did not start');
      try {
        const log = logLines.join('\n');
        expect(log).toContain('warning: this database ran in demo mode (7 demo accounts');
        expect(log).toContain(
          '1 account other than the demo’s holds a staff role: kabwe.admin (admin); no membership other than the demo’s was paid through the sandbox',
        );
        expect(log).toContain(
          'warning: kabwe.admin holds the admin role on a database that ran in demo mode',
        );
        expect(log).toContain(
          'demo account demo.admin had a password chosen since the demo began: locked',
        );
        const login = await app.send(`${api}/login`, {
          method: 'POST',
          json: { username: 'demo.admin', password: 'Kabwe-Admin-2027!' },
        });
        expect(login.status).toBe(401);
        expect(await passwordHashOf(database, 'demo.admin')).toBe(LOCKED_PASSWORD_HASH);
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('is let through only by ACCEPT_DEMO_DATABASE=true or 1; another word is refused, as every switch is', () => {
    expect(() => loadConfig({ COAZ_MODE: 'demo', ACCEPT_DEMO_DATABASE: 'yes' })).toThrow(
      'ACCEPT_DEMO_DATABASE must be true or false, not "yes"',
    );
    const accepts = (value?: string) =>
      loadConfig({ COAZ_MODE: 'demo', ACCEPT_DEMO_DATABASE: value }).acceptDemoDatabase;
    expect([accepts('true'), accepts('1'), accepts('false'), accepts(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
