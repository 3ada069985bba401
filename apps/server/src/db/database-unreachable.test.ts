import { describe, expect, it } from 'vitest';
import { freePort } from '../../test-support/free-port';
import { testConfig } from '../../test-support/test-config';
import { prepareApp } from '../http-server';
import { databaseAddress } from './database-unreachable';

describe('a start whose PostgreSQL cannot be reached', () => {
  it('names DATABASE_URL, the address and what must be true there, never the password', async () => {
    const port = await freePort();
    for (const host of ['127.0.0.1', 'localhost']) {
      const config = await testConfig({
        databaseUrl: `postgres://coaz:Kabwe-Secret-2027@${host}:${port}/coaz`,
      });
      const failure = await prepareApp(config, { log: () => {} }).then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(
        new RegExp(
          `^could not reach the PostgreSQL database that DATABASE_URL names, at ${host}:${port}: PostgreSQL must be running there and accept this connection`,
        ),
      );
      expect(failure).not.toContain('Kabwe-Secret-2027');
    }
  });

  it('gives the address alone, whatever form DATABASE_URL takes', () => {
    expect(databaseAddress('postgres://coaz:pw@db.internal/coaz')).toBe('db.internal:5432');
    expect(databaseAddress('postgresql://coaz:pw@[::1]:6543/coaz')).toBe('[::1]:6543');
    expect(databaseAddress('postgres:///coaz?host=/var/run/postgresql')).toBe(
      'the socket in /var/run/postgresql',
    );
    expect(databaseAddress('socket://coaz:pw@/var/run/postgresql?db=coaz')).toBe(
      'the socket in /var/run/postgresql',
    );
    expect(databaseAddress('/var/run/postgresql coaz')).toBe('the socket in /var/run/postgresql');
  });
});
