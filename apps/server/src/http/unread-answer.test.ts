import { randomBytes } from 'node:crypto';
import { readdir, readlink } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { login, startTestServer, type TestServer } from '../../test-support/test-server';
import { BACKUP_DOWNLOAD_PREFIX } from '../backup/backup-download-folder';

// An answer may make no progress for 2 s here. The backup is some 20 MB of incompressible bytes,
// far more than the loopback connection's buffers hold, so a client that stops reading stops the
// server mid-answer, holding the connection and the backup's open (already unlinked) file.
const ANSWER_IDLE_MS = 2_000;
const FILLER_ROWS = 20;
const FILLER_ROW_BYTES = 1024 * 1024;

let database: TestDatabase;
let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await startTestServer(database, { answerIdleTimeoutMs: ANSWER_IDLE_MS });
  // Stored files are in every backup, hex-encoded and gzipped; random bytes stay their size.
  for (let row = 0; row < FILLER_ROWS; row += 1) {
    await database.execute(
      `INSERT INTO upload_blobs (name, content_type, bytes) VALUES ($1, 'application/pdf', $2)`,
      [`licence-scan-${row}.pdf`, randomBytes(FILLER_ROW_BYTES)],
    );
  }
  adminToken = (await login(server, 'demo.admin')).body.access_token;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits up to `ms` for `condition`, checking every 50 ms; answers whether it came true. */
async function within(ms: number, condition: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await pause(50);
  }
}

/** A download's file as it is sent, opened and then unlinked; not the `.partial` being written. */
const SENT_BACKUP = /\/coaz-backup\.jsonl\.gz( \(deleted\))?$/;

/** The files of this server's backup downloads this process holds open to send (Linux's /proc). */
async function openBackupFiles(): Promise<string[]> {
  const descriptors = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    descriptors.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
  );
  return targets.filter(
    (target) => target.startsWith(server.config.dataDir) && SENT_BACKUP.test(target),
  );
}

/** Asks for a backup on a raw connection; nothing is read until the caller reads. */
function requestBackup(connection: 'keep-alive' | 'close'): Socket {
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `GET /api/admin/backup HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${adminToken}\r\nConnection: ${connection}\r\n\r\n`,
  );
  return socket;
}

/** Everything the connection delivers until it ends, or what arrived by `ms`. */
function readToEnd(socket: Socket, ms: number): Promise<{ bytes: Buffer; ended: boolean }> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    const done = (ended: boolean) => {
      clearTimeout(timer);
      resolve({ bytes: Buffer.concat(chunks), ended });
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => done(true));
    socket.resume();
  });
}

/** The status line, the announced length and the body of a raw HTTP answer. */
function parseAnswer(bytes: Buffer) {
  const split = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, split).toString('latin1');
  const length = /\r\ncontent-length: (\d+)/i.exec(head)?.[1];
  return {
    status: head.split('\r\n')[0] ?? '',
    announced: length === undefined ? undefined : Number(length),
    body: bytes.subarray(split + 4),
  };
}

describe('an answer the client stops reading', () => {
  // Before, nothing timed the sending of an answer: the socket and the backup's file were held
  // until the client closed, which it need never do.
  it('has its connection closed and the backup file let go once it makes no progress', async () => {
    const socket = requestBackup('keep-alive');
    try {
      // The snapshot is written first; then the file is opened and sent until the buffers fill.
      expect(await within(60_000, async () => (await openBackupFiles()).length === 1)).toBe(true);
      const opened = Date.now();
      // Node forgives one limit more when the last write was partly taken: up to two limits.
      const released = await within(
        ANSWER_IDLE_MS * 2 + 4_000,
        async () => (await openBackupFiles()).length === 0,
      );
      expect(released).toBe(true);
      expect(Date.now() - opened).toBeGreaterThanOrEqual(ANSWER_IDLE_MS - 100);
      const leftovers = (await readdir(server.config.dataDir)).filter((name) =>
        name.startsWith(BACKUP_DOWNLOAD_PREFIX),
      );
      expect(leftovers).toEqual([]);
      // Reading now gets what the buffers held, then the end: the rest was never sent.
      const { bytes, ended } = await readToEnd(socket, 10_000);
      expect(ended).toBe(true);
      const answer = parseAnswer(bytes);
      expect(answer.status).toBe('HTTP/1.1 200 OK');
      expect(answer.announced).toBeGreaterThan(FILLER_ROWS * FILLER_ROW_BYTES);
      expect(answer.body.length).toBeLessThan(answer.announced ?? 0);
    } finally {
      socket.destroy();
    }
  }, 90_000);
});

const STEP_BYTES = 512 * 1024;
const STEP_PAUSE_MS = ANSWER_IDLE_MS / 10;

describe('an answer read slowly but steadily', () => {
  // A phone on a weak signal: half a megabyte at a time, then nothing for a tenth of the idle
  // limit. Read in small pieces, the connection's buffers stay small (Linux sizes them by how much
  // is read at once), so the server is still sending several limits after it began: only progress
  // may be timed, not the answer.
  it('is sent whole, and the next download after a cut one still works', async () => {
    const socket = requestBackup('close');
    const chunks: Buffer[] = [];
    let sinceBreak = 0;
    let breaks = 0;
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      sinceBreak += chunk.length;
      if (sinceBreak < STEP_BYTES) return;
      sinceBreak = 0;
      breaks += 1;
      socket.pause();
      setTimeout(() => socket.resume(), STEP_PAUSE_MS);
    });
    const ended = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 80_000);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    socket.destroy();
    expect(ended).toBe(true);
    const answer = parseAnswer(Buffer.concat(chunks));
    expect(answer.status).toBe('HTTP/1.1 200 OK');
    expect(answer.body.length).toBe(answer.announced);
    expect(breaks * STEP_PAUSE_MS).toBeGreaterThan(ANSWER_IDLE_MS * 3);
    const header = JSON.parse(gunzipSync(answer.body).toString('utf8').split('\n')[0] ?? '');
    expect(header).toMatchObject({ format: 'coaz-backup', engine: database.kind });
    expect(header.rowCounts.upload_blobs).toBeGreaterThanOrEqual(FILLER_ROWS);
    expect(await openBackupFiles()).toEqual([]);
  }, 90_000);
});

/**
 * Keeps the backup's snapshot from reading the stored files for `ms`: a PostgreSQL session locks
 * their table; PGlite's one session is held by a transaction, as a long snapshot holds it.
 */
async function holdStoredFiles(ms: number): Promise<{ released: Promise<unknown> }> {
  const pglite = database.pglite;
  if (pglite) {
    let held!: () => void;
    const taken = new Promise<void>((resolve) => {
      held = resolve;
    });
    const hold = pglite.transaction(async (tx) => {
      await tx.query('LOCK TABLE upload_blobs IN ACCESS EXCLUSIVE MODE');
      held();
      await pause(ms);
    });
    await taken;
    return { released: hold };
  }
  const hold = database.execute(
    `DO $$ BEGIN LOCK TABLE upload_blobs IN ACCESS EXCLUSIVE MODE; PERFORM pg_sleep(${ms / 1000}); END $$`,
  );
  const locked = await within(5_000, async () => {
    const [row] = (await database.execute(
      `SELECT count(*)::int AS locks FROM pg_locks
       WHERE relation = 'upload_blobs'::regclass AND mode = 'AccessExclusiveLock' AND granted`,
    )) as { locks: number }[];
    return (row?.locks ?? 0) > 0;
  });
  expect(locked).toBe(true);
  return { released: hold };
}

describe('a server silent while it prepares an answer', () => {
  // A backup's snapshot of a large database (PGlite pauses some 5 s per 32 MB), a model's answer,
  // a payment provider's: the server's own silence before its first byte is no client's doing.
  it('is not cut, however long the silence lasts', async () => {
    const hold = await holdStoredFiles(ANSWER_IDLE_MS * 3);
    const started = Date.now();
    const response = await fetch(`${server.url}/api/admin/backup`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const silent = Date.now() - started;
    await hold.released;
    expect(response.status).toBe(200);
    expect(silent).toBeGreaterThan(ANSWER_IDLE_MS + 500);
    const bytes = await response.arrayBuffer();
    expect(String(bytes.byteLength)).toBe(response.headers.get('content-length'));
  }, 90_000);
});
