// The operator's account commands, run with the server's own environment:
// `pnpm --filter server make-admin --username <name> [--demo-database]`: the first admin of a
// production database (or one more, or a way back in when every admin left); a database that ran
// in demo mode only with ACCEPT_DEMO_DATABASE=true or `--demo-database`;
// `pnpm --filter server end-sessions`: sign everyone out (also where no psql reaches: PGlite).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPasswordHasher } from '../auth/password-hasher';
import { loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { explainUnreachableDatabase } from '../db/database-unreachable';
import { optionalSetting } from '../env-settings';
import { DemoDatabaseRefused } from './demo-database-refused';
import { endAllSessions } from './end-all-sessions';
import { makeAdmin } from './make-admin';

/**
 * Why make-admin refused a database that ran in demo mode, and what to set: `named` says whether
 * a setting (DATABASE_URL or DATA_DIR) named it, or it is the default `<repo>/.data`, where
 * `npm start`'s demo keeps its database.
 */
function demoDatabaseRefusal(refused: DemoDatabaseRefused, where: string, named: boolean): string {
  const forTheSite = named
    ? 'production refuses to start on it unless ACCEPT_DEMO_DATABASE=true (apps/server/README.md, "A database that once ran in demo mode"). For the site, start production on a new database (a new DATA_DIR or DATABASE_URL) and make the admin there, or review this one and set ACCEPT_DEMO_DATABASE=true, as the server\'s environment then has it'
    : "no setting named it (DATABASE_URL and DATA_DIR are unset), so it is the database `npm start`'s demo keeps, not the site's. For the site, run make-admin with the server's own environment (its DATABASE_URL or DATA_DIR; apps/server/README.md, \"The first admin\")";
  return (
    `could not make an admin in ${where}: ${refused.message}; ${forTheSite}. ` +
    'For an admin in this demo, add --demo-database (demo.admin, password Demo-2026!, is one already). No admin was made.'
  );
}

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { username: { type: 'string' }, 'demo-database': { type: 'boolean', default: false } },
  });
  const command = positionals[0];
  if (!(command === 'end-sessions' || (command === 'make-admin' && values.username))) {
    throw new Error(
      'usage: admin-cli make-admin --username <user name> [--demo-database] | admin-cli end-sessions',
    );
  }
  const config = loadConfig();
  const named = Boolean(config.databaseUrl) || optionalSetting(process.env.DATA_DIR) !== undefined;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  // Run without the server's settings, the command would create a new embedded database in the
  // default folder (`<repo>/.data`) and an admin nobody can use on the site: as the backup does,
  // it refuses unless the database is named (DATABASE_URL or DATA_DIR, which may name a new one
  // before the server's first start) or the embedded one is already there.
  if (!named && !existsSync(join(config.dataDir, 'pglite'))) {
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
      { acceptDemoDatabase: config.acceptDemoDatabase || values['demo-database'] },
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
    if (error instanceof DemoDatabaseRefused)
      throw new Error(demoDatabaseRefusal(error, where, named));
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
