/**
 * Reads `DATABASE_URL`: a PostgreSQL connection address (`postgres://` or `postgresql://`, or
 * `socket:` or a socket folder's path, as `pg` takes them), or undefined for the embedded database.
 * Anything else would fail at start with an error about a host named after part of the text
 * (`getaddrinfo ENOTFOUND base`), so it is refused here in words. The value is never repeated in
 * the message: it usually holds the database password.
 * @throws naming the setting and the form it takes
 */
export function parseDatabaseUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  const accepted =
    protocol === 'postgres:' ||
    protocol === 'postgresql:' ||
    protocol === 'socket:' ||
    value.startsWith('/');
  if (!accepted) {
    throw new Error(
      'DATABASE_URL must be a PostgreSQL address such as postgres://coaz:PASSWORD@db.internal:5432/coaz (unset it to use the embedded database)',
    );
  }
  return value;
}
