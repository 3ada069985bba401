// The operator's account commands, run with the server's own environment:
// `pnpm --filter server make-admin --username <name>`: the first admin of a production database
// (or one more, or a way back in when every admin left);
// `pnpm --filter server end-sessions`: sign everyone out (also where no psql reaches: PGlite).
import { parseArgs } from 'node:util';
import { createPasswordHasher } from '../auth/password-hasher';
import { loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { endAllSessions } from './end-all-sessions';
import { makeAdmin } from './make-admin';

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' } },
  });
  const command = positionals[0];
  if (!(command === 'end-sessions' || (command === 'make-admin' && values.username))) {
    throw new Error('usage: admin-cli make-admin --username <user name> | admin-cli end-sessions');
  }
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    if (command === 'end-sessions') {
      const ended = await endAllSessions(database.db);
      console.log(`ended ${ended} sessions in ${where}: everyone must log in again.`);
      return;
    }
    const result = await makeAdmin(
      database,
      createPasswordHasher(config.passwordHashCost),
      MIGRATIONS_DIR,
      values.username ?? '',
    );
    if (result.outcome === 'created') {
      console.log(
        `created admin ${result.username} in ${where}.\n` +
          `One-time password (shown only now): ${result.oneTimePassword}\n` +
          'Hand it over privately; at the first login the site asks them to choose their own password.',
      );
    } else if (result.outcome === 'promoted') {
      console.log(
        `${result.username} in ${where} is now an admin (account status ${result.status}); their password is unchanged.`,
      );
    } else {
      console.log(`${result.username} in ${where} is already an admin; nothing changed.`);
    }
  } finally {
    await database.close();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error(`admin-cli: ${(error as Error).message}`);
  process.exit(1);
}
