import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ConfigurationProblems } from '../configuration-problems';
import type { AppDatabase } from '../db/database';
import { payments, users } from '../db/schema';
import type { LogSink } from '../http/request-log';
import { SANDBOX_PROVIDER_NAME } from '../payments/sandbox-mobile-money-provider';
import { DEMO_ACCOUNTS } from './seed-demo';

/** What a database keeps of a time in demo mode. */
export interface DemoTraces {
  /** The demo's user names ({@link DEMO_ACCOUNTS}) it holds, locked or not. */
  demoAccounts: string[];
  /** Payments made through the sandbox provider, whatever became of them. */
  sandboxPayments: number;
  /** Accounts other than the demo's with a confirmed sandbox payment: memberships "paid" with no money. */
  sandboxPaidAccounts: number;
  /** Accounts other than the demo's that hold the admin or editor role, admins first. */
  staff: { username: string; role: string }[];
}

/**
 * What `db` keeps of demo mode. Either trace alone tells: the demo's user names exist nowhere else
 * (an application may not take one, in any mode), and production refuses the sandbox provider.
 */
export async function findDemoTraces(db: AppDatabase): Promise<DemoTraces> {
  const names = DEMO_ACCOUNTS.map((account) => account.username);
  const demo = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, names))
    .orderBy(asc(users.username));
  const [sandbox] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.provider, SANDBOX_PROVIDER_NAME));
  const [paid] = await db
    .select({ count: sql<number>`count(DISTINCT ${payments.userId})::int` })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      and(
        eq(payments.provider, SANDBOX_PROVIDER_NAME),
        eq(payments.status, 'CONFIRMED'),
        notInArray(users.username, names),
      ),
    );
  const staff = await db
    .select({ username: users.username, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'editor']), notInArray(users.username, names)))
    .orderBy(asc(users.role), asc(users.username));
  return {
    demoAccounts: demo.map((row) => row.username),
    sandboxPayments: sandbox?.count ?? 0,
    sandboxPaidAccounts: paid?.count ?? 0,
    staff,
  };
}

/** Whether the traces say the database ran in demo mode. */
export function ranInDemoMode(traces: DemoTraces): boolean {
  return traces.demoAccounts.length > 0 || traces.sandboxPayments > 0;
}

function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * What was found, in words: the demo accounts and sandbox payments, such as "7 demo accounts
 * (demo.active, ...) and 2 payments made through the payment sandbox, which moves no money".
 */
export function demoTracesInWords(traces: DemoTraces): string {
  const parts: string[] = [];
  if (traces.demoAccounts.length > 0) {
    parts.push(
      `${counted(traces.demoAccounts.length, 'demo account', 'demo accounts')} (${traces.demoAccounts.join(', ')})`,
    );
  }
  if (traces.sandboxPayments > 0) {
    parts.push(
      counted(
        traces.sandboxPayments,
        'payment made through the payment sandbox, which moves no money',
        'payments made through the payment sandbox, which moves no money',
      ),
    );
  }
  return parts.join(' and ');
}

/** Which accounts other than the demo's hold a staff role, and how many "paid" by sandbox. */
function toReview(traces: DemoTraces): string {
  const staff =
    traces.staff.length === 0
      ? 'no account other than the demo’s holds the admin or editor role'
      : `${counted(traces.staff.length, 'account', 'accounts')} other than the demo’s ${traces.staff.length === 1 ? 'holds' : 'hold'} a staff role: ${traces.staff.map((account) => `${account.username} (${account.role})`).join(', ')}`;
  const paid =
    traces.sandboxPaidAccounts === 0
      ? 'no membership other than the demo’s was paid through the sandbox'
      : `${counted(traces.sandboxPaidAccounts, 'membership', 'memberships')} other than the demo’s ${traces.sandboxPaidAccounts === 1 ? 'was' : 'were'} paid through the sandbox`;
  return `${staff}; ${paid}`;
}

/**
 * Why production refuses this database, in plain words: what was found, why it matters, and the
 * two ways on.
 */
export function demoDatabaseRefusal(traces: DemoTraces, where: string): string {
  return (
    `this database (${where}) ran in demo mode: it holds ${demoTracesInWords(traces)}; ${toReview(traces)}. ` +
    'The demo password is public, so while the demo ran anyone could log in as demo.admin and ' +
    'grant the admin or editor role, approve members (their own applications included) or record ' +
    'sandbox payments that put members in good standing with no money paid; production would keep ' +
    'all of it. Either start production on a new database (recommended: DATA_DIR set to a new ' +
    'folder, such as DATA_DIR=/srv/coaz/data, or a new DATABASE_URL), or review those accounts ' +
    'and memberships and set ACCEPT_DEMO_DATABASE=true. Either way no admin is left: make the ' +
    `first one with ${MAKE_ADMIN} (apps/server/README.md, "The first admin" and "A database that ` +
    'once ran in demo mode")'
  );
}

/** The command that makes the first admin, as the README gives it. */
const MAKE_ADMIN = '`pnpm --filter server make-admin --username <name>`';

/** Where the database is, for the refusal: the operator must know which one to leave behind. */
export function databaseWhere(config: { databaseUrl?: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? 'PostgreSQL, from DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
}

/**
 * Production's check of a database that once ran in demo mode (`prepareApp`, before anything is
 * changed). Anyone could use the demo's published password while it ran, so what the demo left
 * (roles granted, members approved, fees "paid" through the sandbox) cannot be told from what the
 * secretariat did. Decided: production **refuses** to start on such a database
 * ({@link ConfigurationProblems}, as a wrong setting stops a start) unless `acceptDemoDatabase`
 * (`ACCEPT_DEMO_DATABASE=true`) says the operator reviewed it; the recommended way on is a new
 * database. Accepted, the start goes on and logs a `warning:` line naming each account other than
 * the demo's that holds admin or editor, and the memberships paid through the sandbox, at every
 * start, so a review is never far from the log; `lockDemoAccounts` then locks every demo account.
 * Answers the traces found.
 * @throws ConfigurationProblems when the database ran in demo mode and it is not accepted
 */
export async function checkDemoDatabase(
  db: AppDatabase,
  acceptDemoDatabase: boolean,
  log: LogSink,
  where: string,
): Promise<DemoTraces> {
  const traces = await findDemoTraces(db);
  if (!ranInDemoMode(traces)) return traces;
  if (!acceptDemoDatabase) throw new ConfigurationProblems([demoDatabaseRefusal(traces, where)]);
  log(
    `warning: this database ran in demo mode (${demoTracesInWords(traces)}), started as ACCEPT_DEMO_DATABASE=true allows; review what the demo's public password let anyone do: ${toReview(traces)}. Every demo account is locked, demo.admin too: make an admin of the secretariat's with ${MAKE_ADMIN}`,
  );
  for (const account of traces.staff) {
    log(
      `warning: ${account.username} holds the ${account.role} role on a database that ran in demo mode: anyone may have granted it; remove the role in the studio unless the secretariat gave it`,
    );
  }
  return traces;
}
