import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, lt, notInArray, type SQL } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireEditor, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { auditLog } from '../db/schema';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { pageLimit, plainText } from '../http/input-schemas';
import { ADMIN_ONLY_COLLECTIONS } from './admin-audit-line';
import { decodeCursor, encodeCursor } from './entry-cursor';

const AuditLogEntry = z
  .object({
    id: z.number().int(),
    at: z.string().openapi({ format: 'date-time' }),
    actor: z.string().nullable(),
    action: z.enum([
      'create',
      'update',
      'delete',
      'publish',
      'unpublish',
      'schedule',
      'restore',
      'role',
      'approve',
      'reject',
      'refund',
    ]),
    collection: z.string(),
    entryId: z.number().int().nullable(),
    summary: z.string(),
  })
  .openapi('AuditLogEntry');

const readAuditLog = createRoute({
  method: 'get',
  path: '/audit-log',
  tags: ['studio'],
  summary:
    'Who changed what, and when; newest first (editors; applications, dues, fees, payments, refunds and backup downloads for admins only)',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      limit: pageLimit(100, 20),
      cursor: z.string().max(200).optional(),
      collection: plainText(1, 40).optional().openapi({
        description:
          'notices, news, events, vacancies, people, partners, site-settings, members, or applications, dues, fees, payments, refunds and backups (admins only)',
      }),
    }),
  },
  responses: {
    200: {
      description: 'One page',
      content: {
        'application/json': {
          schema: z.object({ items: z.array(AuditLogEntry), nextCursor: z.string().nullable() }),
        },
      },
    },
    400: errorResponse('A malformed parameter or cursor'),
    401: signedOutRefusal(),
    403: errorResponse('The member is not an active editor or admin (`forbidden`)'),
  },
});

/**
 * `GET /api/audit-log`: editors see every change made through the studio (notices included) and
 * every role change; admins also see the lines of {@link ADMIN_ONLY_COLLECTIONS}: applications
 * approved and rejected, dues changed, fees billed, payments recorded, refunds paid back and
 * backups downloaded.
 */
export function auditLogRoutes({ db, tokens }: AppServices) {
  const router = createRouter();
  router.get('/audit-log', requireMember(tokens), requireEditor());
  router.openapi(readAuditLog, async (c) => {
    const { limit, cursor, collection } = c.req.valid('query');
    const conditions: SQL[] = [];
    if (collection) conditions.push(eq(auditLog.collection, collection));
    if (c.get('member').role !== 'admin')
      conditions.push(notInArray(auditLog.collection, [...ADMIN_ONLY_COLLECTIONS]));
    if (cursor) {
      const [lastId] = decodeCursor(cursor, ['integer']);
      conditions.push(lt(auditLog.id, Number(lastId)));
    }
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(...conditions))
      .orderBy(desc(auditLog.id))
      .limit(limit + 1);
    const items = rows.slice(0, limit).map((row) => ({ ...row, at: row.at.toISOString() }));
    const last = items.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor([last.id]) : null;
    return c.json({ items, nextCursor }, 200, { 'cache-control': 'no-store' });
  });
  return router;
}
