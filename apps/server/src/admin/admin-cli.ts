// `pnpm --filter server make-admin --username <name>`: the first admin of a production database
// (or one more, or a way back in when every admin left), run with the server's own environment.
import { parseArgs } from 'node:util';
import { createPasswordHasher } from '../auth/password-hasher';
import { loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { makeAdmin } from './make-admin';

async function run(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { username: { type: 'string' } } });
  if (!values.username) throw new Error('usage: make-admin --username <user name>');
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  try {
    const result = await makeAdmin(
      database,
      createPasswordHasher(config.passwordHashCost),
      MIGRATIONS_DIR,
      values.username,
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
  console.error(`make-admin: ${(error as Error).message}`);
  process.exit(1);
}
