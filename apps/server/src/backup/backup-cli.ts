// `pnpm --filter server backup --out <file>` and `pnpm --filter server restore --from <file>`:
// the data-safety commands of the README, for the database the server's own environment names
// (DATABASE_URL, otherwise the embedded database in DATA_DIR).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase } from '../db/database';
import { backupDatabase, restoreDatabase } from './database-backup';

const usage =
  'usage: backup-cli backup --out <file.jsonl.gz> | backup-cli restore --from <file.jsonl.gz>';

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, from: { type: 'string' } },
  });
  const command = positionals[0];
  const file = command === 'backup' ? values.out : values.from;
  if ((command !== 'backup' && command !== 'restore') || !file) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 1,
  });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  try {
    const path = resolve(file);
    const header =
      command === 'backup'
        ? await backupDatabase(database, path)
        : await restoreDatabase(database, path, MIGRATIONS_DIR);
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
