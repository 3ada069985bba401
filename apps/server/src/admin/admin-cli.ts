// The operator's account commands, run with the server's own environment:
// `pnpm --filter server make-admin --username <name>`: the first admin of a production database
// (or one more, or a way back in when every admin left);
// `pnpm --filter server end-sessions`: sign everyone out (also where no psql reaches: PGlite).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPasswordHasher } from '../auth/password-hasher';
import { loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { explainUnreachableDatabase } from '../db/database-unreachable';
import { optionalSetting } from '../env-settings';
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
  // Run without the server's settings, the command would create a new embedded database in the
  // default folder (`<repo>/.data`) and an admin nobody can use on the site: as the backup does,
  // it refuses unless the database is named (DATABASE_URL or DATA_DIR, which may name a new one
  // before the server's first start) or the embedded one is already there.
  if (
    !config.databaseUrl &&
    optionalSetting(process.env.DATA_DIR) === undefined &&
    !existsSync(join(config.dataDir, 'pglite'))
  ) {
    const doing = command === 'make-admin' ? 'make an admin' : 'end the sessions';
    throw new Error(
      `could not ${doing} in ${where} (DATABASE_URL is unset): there is no embedded database there; run ${command} with the server's own environment (its DATABASE_URL or DATA_DIR)`,
    );
  }
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
  } catch (error) {
    // The first query makes the first connection: an unreachable PostgreSQL is named in words.
    throw explainUnreachableDatabase(error, config.databaseUrl);
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
