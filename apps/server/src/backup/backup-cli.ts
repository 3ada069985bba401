// `pnpm --filter server backup --out <file>` and `pnpm --filter server restore --from <file>`:
// the data-safety commands of the README, for the database the server's own environment names
// (DATABASE_URL, otherwise the embedded database in DATA_DIR). A restore into a database that
// holds data needs `--replace`, so a mistaken one cannot wipe the live database unasked.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { backupDatabase, restoreDatabase } from './database-backup';

const usage =
  'usage: backup-cli backup --out <file.jsonl.gz> | backup-cli restore --from <file.jsonl.gz> [--replace]';

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      from: { type: 'string' },
      replace: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0];
  const file = command === 'backup' ? values.out : values.from;
  if ((command !== 'backup' && command !== 'restore') || !file) throw new Error(usage);
  const config = loadConfig();
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${config.dataDir} (DATABASE_URL is unset)`;
  // Run without the server's DATABASE_URL, a backup would open (and so create) an empty embedded
  // database and fail on it with words that do not say why; say which database it looked for.
  if (command === 'backup' && !config.databaseUrl && !existsSync(join(config.dataDir, 'pglite'))) {
    throw new Error(
      `could not back up ${where}: there is no embedded database there; run the backup with the server's own environment (its DATABASE_URL or DATA_DIR)`,
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  // A backup stopped by the service manager or Ctrl-C removes its partial file (members'
  // particulars) and says so; a restore keeps the default, since its one transaction rolls back.
  const stop = new AbortController();
  if (command === 'backup') {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () =>
        stop.abort(new Error(`stopped by ${signal}; no backup was written`)),
      );
    }
  }
  try {
    const path = resolve(file);
    const header = await (command === 'backup'
      ? backupDatabase(database, path, { signal: stop.signal })
      : restoreDatabase(database, path, MIGRATIONS_DIR, { replace: values.replace })
    ).catch((error: Error) => {
      const doing = command === 'backup' ? 'could not back up' : 'could not restore into';
      const reason = stop.signal.aborted ? (stop.signal.reason as Error) : error;
      throw new Error(`${doing} ${where}: ${reason.message}`);
    });
    const rows = Object.entries(header.rowCounts)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    console.log(
      command === 'backup'
        ? `backed up ${where} to ${path}: ${rows}`
        : `restored ${path} (taken ${header.takenAt}) into ${where}: ${rows}`,
    );
  } finally {
    await database.close();
  }
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
