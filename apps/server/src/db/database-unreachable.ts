/**
 * Why a first connection to `DATABASE_URL` fails when the server cannot reach PostgreSQL at all, or
 * PostgreSQL turns it away: node's `connect ECONNREFUSED 127.0.0.1:5499` (or, for `localhost`, an
 * error with no words at all) names neither the setting nor the database.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // A socket folder with no server's socket in it.
  'ENOENT',
  // PostgreSQL's own refusals: a wrong password, no pg_hba.conf line, no such database, starting up.
  '28P01',
  '28000',
  '3D000',
  '57P03',
]);

function isUnreachable(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code !== undefined && UNREACHABLE_CODES.has(code)) return true;
  return /timeout exceeded when trying to connect|Connection terminated/i.test(message ?? '');
}

/**
 * Where `DATABASE_URL` points, without its user name or password: `db.internal:5432`, or the
 * socket folder.
 */
export function databaseAddress(databaseUrl: string): string {
  if (databaseUrl.startsWith('/')) return `the socket in ${databaseUrl.split(' ')[0]}`;
  if (databaseUrl.startsWith('socket:')) {
    // `socket://user:password@/folder?db=name`, which URL cannot parse: the folder alone.
    const folder = databaseUrl
      .slice('socket:'.length)
      .replace(/^\/\/[^/]*@/, '')
      .replace(/^\/\//, '')
      .split('?')[0];
    return `the socket in ${decodeURIComponent(folder ?? '')}`;
  }
  if (!URL.canParse(databaseUrl)) return 'the address it names';
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get('host');
  if (socket?.startsWith('/')) return `the socket in ${socket}`;
  const host = url.hostname === '' ? 'localhost' : decodeURIComponent(url.hostname);
  return `${host}:${url.port === '' ? '5432' : url.port}`;
}

/**
 * The error to report when a first connection to the database failed: for PostgreSQL that cannot
 * be reached (or refuses), one naming `DATABASE_URL`, where it points, and what must be true
 * there, never the password; any other error as it is.
 */
export function explainUnreachableDatabase(
  error: unknown,
  databaseUrl: string | undefined,
): unknown {
  if (databaseUrl === undefined || !isUnreachable(error)) return error;
  const detail = (error as Error).message?.trim();
  return new Error(
    `could not reach the PostgreSQL database that DATABASE_URL names, at ${databaseAddress(databaseUrl)}: ` +
      'PostgreSQL must be running there and accept this connection (its address, user, password and database are those of DATABASE_URL)' +
      (detail ? ` (${detail})` : ''),
    { cause: error },
  );
}
