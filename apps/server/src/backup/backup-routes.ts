import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate } from '../clock/lusaka-date';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { tooManyAttempts } from '../rate-limit/too-many-attempts';
import { inBackupDownloadFolder } from './backup-download-folder';
import { backupDatabase } from './database-backup';

/**
 * Downloads per admin per hour: enough to try again after a lost connection, few enough that a
 * stolen admin session cannot pull the members' particulars over and over, or keep the database
 * busy with snapshots.
 */
export const BACKUP_DOWNLOADS = { name: 'backup-download', limit: 3, windowSeconds: 3600 };

const downloadBackup = createRoute({
  method: 'get',
  path: '/admin/backup',
  tags: ['studio'],
  summary: 'A backup of the whole database, as `pnpm --filter server backup` writes it (admins)',
  description:
    'Gzipped JSON lines, which `pnpm --filter server restore` reads. It holds every member’s particulars and password hashes. At most 3 an hour for each admin; each download is logged with the admin’s id, and written to the audit log (`collection: backups`, which only admins read) with who took it and when.',
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'The backup file',
      content: {
        'application/gzip': { schema: z.any().openapi({ type: 'string', format: 'binary' }) },
      },
    },
    401: signedOutRefusal(),
    403: errorResponse('The member is not an active admin (`forbidden`)'),
    429: errorResponse('Three backups were downloaded in this hour already (`rate_limited`)'),
  },
});

/**
 * The backup as a file of its own, opened and then removed from the folder: the database's
 * snapshot ends as soon as the file is written (on PGlite every other request waits for it), not
 * when a phone on a slow line has downloaded it, and nothing of it is left on disk once sent. A
 * folder a crash leaves mid-write is removed at the next start (`backup-download-folder.ts`).
 */
async function backupFile(database: Database, dataDir: string) {
  return inBackupDownloadFolder(database, dataDir, async (folder) => {
    const file = join(folder, 'coaz-backup.jsonl.gz');
    await backupDatabase(database, file);
    const { size } = await stat(file);
    const stream = createReadStream(file);
    await new Promise((opened, failed) => stream.once('open', opened).once('error', failed));
    return { stream, size };
  });
}

/** The limiter's words are the login's ("Too many attempts"); the admin reads what was refused. */
function downloadedTooOften(error: unknown): never {
  if (!(error instanceof ApiError) || error.status !== 429) throw error;
  const seconds = error.details.retryAfterSeconds;
  throw tooManyAttempts(
    typeof seconds === 'number' ? seconds : BACKUP_DOWNLOADS.windowSeconds,
    'Three backups were downloaded in this hour already',
  );
}

/** The audit log's name for backup downloads, which only admins read (`audit-log-routes.ts`). */
export const BACKUPS_AUDIT_COLLECTION = 'backups';

/**
 * `GET /api/admin/backup`: the studio's "Download a backup", for the secretariat's admins. Each
 * download is an audit line (who, when) that the studio's audit log shows admins, since the file
 * holds every member's particulars: a stdout line alone was read by nobody who could ask why.
 * The line is written before the snapshot is taken, so it is in the backup too, and a download
 * is never taken without one (a database that cannot write the line gives no backup).
 */
export function backupRoutes({ db, database, tokens, limiter, log, config }: AppServices) {
  const router = createRouter();
  // A bearer token, never a cookie, lets the request in: another site's page cannot send it.
  router.get(
    '/admin/backup',
    requireMember(tokens),
    requireAdmin('Only the secretariat’s admins may download a backup'),
  );
  router.openapi(downloadBackup, async (c) => {
    // The router answers HEAD with the GET handler: that would take a backup nobody receives and
    // spend one of the hour's three.
    if (c.req.method === 'HEAD') return c.body(null, 405, { allow: 'GET' });
    const admin = c.get('member');
    await limiter.hitBelowLimit(BACKUP_DOWNLOADS, String(admin.id)).catch(downloadedTooOften);
    // `create`: the audit log's actions are the studio's, and a backup is made for each download.
    await db.insert(auditLog).values({
      actor: admin.username,
      action: 'create',
      collection: BACKUPS_AUDIT_COLLECTION,
      entryId: null,
      summary: 'Downloaded a backup of the whole database (every member’s particulars)',
    });
    const { stream, size } = await backupFile(database, config.dataDir);
    log(`backup downloaded by admin ${admin.id} (${size} bytes)`);
    const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    // Named by the day it is taken (the file's own `takenAt`), not the demo's movable clock.
    return c.body(body, 200, {
      'content-type': 'application/gzip',
      'content-length': String(size),
      'content-disposition': `attachment; filename="coaz-backup-${lusakaDate(new Date())}.jsonl.gz"`,
      'cache-control': 'no-store',
    });
  });
  return router;
}
