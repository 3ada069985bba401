import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'tsup';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { removeTestFolder } from '../test-support/remove-test-folder';
import { slowContentPost } from '../test-support/slow-content-post';
import { TEST_JWT_SECRET } from '../test-support/test-config';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

// The real entry point, built and run as `npm start` runs it, to prove what SIGTERM does.
const appFolder = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(
  appFolder,
  'test-results',
  `main-build-${process.env.COAZ_TEST_DB ?? 'pglite'}`,
);

/**
 * Each of these tests starts the built server as a process of its own, which opens its database
 * (with PGlite, a fresh in-process PostgreSQL) before it answers: on a busy two-core machine one
 * test took 55.6 s of the default 60 s (8 December 2026, beside other suites), so they get the
 * backup CLI tests' allowance. A guard against hangs, not a speed check.
 */
const PROCESS_TEST_TIMEOUT_MS = 180_000;

let folder: string;
let database: TestDatabase | undefined;
let env: Record<string, string>;
const children: ChildProcess[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-main-test-'));
  await build({
    entry: { main: join(appFolder, 'src/main.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node24',
    config: false,
    silent: true,
  });
  env = {
    ...(process.env as Record<string, string>),
    COAZ_MODE: 'demo',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: folder,
    JWT_SECRET: TEST_JWT_SECRET,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_ITERATIONS: '1',
  };
  if (process.env.COAZ_TEST_DB === 'postgres') {
    database = await createTestDatabase();
    env.DATABASE_URL = database.databaseUrl ?? '';
  } else {
    // A data folder made from the migrated template starts in a fraction of a cold start.
    const seeded = await PGlite.create({
      dataDir: join(folder, 'pglite'),
      loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
    await seeded.close();
  }
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await database?.drop();
  await removeTestFolder(folder);
  await removeTestFolder(outDir);
});

/** Starts the built entry point on the test's database; one at a time, since PGlite is one process's. */
async function startMain(): Promise<{
  child: ChildProcess;
  url: string;
  output: () => string;
  token: string;
}> {
  let output = '';
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  const login = await fetch(`${url}/coaz/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.editor', password: 'Demo-2026!' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { child, url, output: () => output, token };
}

describe('the server process', () => {
  it(
    'finishes a request in flight on SIGTERM, then exits 0 before its shutdown deadline',
    async () => {
      const { child, url, output, token } = await startMain();
      const answer = slowContentPost(
        url,
        token,
        { title: 'Sent across a shutdown', body: 'Still stored.' },
        500,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect((await answer).status).toBe(201);
      // Exit code 0, not 1: it finished before main.ts's own 4 s deadline gave up.
      expect(await exited).toBe(0);
      expect(output()).toContain('SIGTERM received');
      expect(output()).not.toContain('cut off');
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'cuts a request still in flight at the deadline, closes the database and exits 0',
    async () => {
      const { child, url, output, token } = await startMain();
      // A phone mid-upload on a slow line: the rest of its body would come a minute later.
      const answer = slowContentPost(
        url,
        token,
        { title: 'Cut by a shutdown', body: 'Never stored.' },
        60_000,
      ).catch((error: Error) => error);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(await answer).toBeInstanceOf(Error);
      expect(output()).toContain('requests still in flight after 4 s were cut off');
      expect(output()).not.toContain('did not');
      // The next start opens the same database and stops cleanly in turn.
      const next = await startMain();
      const stopped = new Promise<number | null>((resolve) => next.child.once('exit', resolve));
      next.child.kill('SIGTERM');
      expect(await stopped).toBe(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('a production start', () => {
  it(
    'is refused, before opening any database, when the web app was built for another address',
    async () => {
      const built = join(folder, 'web-built-for-coaz-org');
      await mkdir(built, { recursive: true });
      await writeFile(join(built, 'site-origin.json'), '{"origin":"https://coaz.org"}\n');
      const production = {
        PATH: process.env.PATH ?? '',
        COAZ_MODE: 'production',
        DATA_DIR: join(folder, 'production-never-opened'),
        JWT_SECRET: TEST_JWT_SECRET,
        PUBLIC_URL: 'https://coaz.org.zm',
        WEB_SERVER_BUILD: join(built, 'index.js'),
        PAYMENT_PROVIDER: 'none',
        MESSAGE_PROVIDER: 'africas-talking',
        AFRICAS_TALKING_USERNAME: 'coaz',
        AFRICAS_TALKING_API_KEY: 'atsk_0123456789',
        EMAIL_PROVIDER: 'none',
      };
      const run = (env: Record<string, string>) =>
        new Promise<{ code: number | null; output: string }>((resolve) => {
          const child = spawn(process.execPath, [join(outDir, 'main.js')], {
            env: { ...env, PORT: '0', HOST: '127.0.0.1' },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          children.push(child);
          let output = '';
          child.stdout?.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            // Started after all: stop it, the assertion below says why it should not have.
            if (output.includes('running at')) child.kill('SIGTERM');
          });
          child.stderr?.on('data', (chunk: Buffer) => {
            output += chunk.toString();
          });
          child.once('exit', (code) => resolve({ code, output }));
        });
      const refused = await run(production);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'configuration error: the web app was built for https://coaz.org, not for PUBLIC_URL=https://coaz.org.zm',
      );
      expect(existsSync(production.DATA_DIR)).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
