import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireEditor, requireMember } from '../auth/require-member';
import { lusakaDate } from '../clock/lusaka-date';
import { DeletedEntriesPage, deletedEntriesPage } from '../collections/deleted-entries';
import { createPublicAnswerCache, type PublicAnswer } from '../collections/public-list-cache';
import { PUT_BACK_DAYS } from '../collections/put-back-window';
import { bumpContentVersion } from '../collections/site-content';
import type { AppDatabase } from '../db/database';
import { auditLog, contents } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumber, recordNumberParam } from '../http/input-schemas';
import { decodePageCursor, encodePageCursor, PageQuery } from '../http/page-cursor';
import { limitStudioWrites } from '../rate-limit/studio-write-limit';
import { isAllowedImageUrl } from './image-url';
import { noticeInUse, noticeVersionConflict, putBackNotice } from './notice-put-back';
import { readByEditor } from './notice-reader';
import {
  keepUnrecordedNoticeVersion,
  NOTICES_COLLECTION,
  noticeRevisions,
  noticeView,
  recordNoticeRevision,
  restoredNoticeFields,
} from './notice-revisions';
import { checkShowUntil, ShowUntil, shownOn } from './notice-show-until';

/** An image address: one of this site's uploads or an https URL (see {@link isAllowedImageUrl}). */
const ImageUrl = plainText(1, 2000)
  .refine(
    isAllowedImageUrl,
    // The field is named once, by the 400's "imageUrl: " prefix, as every other refusal is.
    'must be an upload of this site (/api/uploads/...) or an https:// address',
  )
  .nullable();

/**
 * What the picture shows, for visitors who cannot see it; '' (the default) marks it decorative,
 * as the site settings' pictures do. Kept with the notice even when it has no picture, since an
 * editor may add the picture back.
 */
const ImageAlt = plainText(0, 500);

// A client may send back a notice it read: the fields the server sets are accepted and ignored,
// as the collections do; any other unknown field (`status`, a misspelt one) is a 400 naming it,
// since notices have no drafts and a silently dropped field would publish at once.
const serverSet = {
  id: z.unknown().optional().openapi({ description: 'Ignored' }),
  createdAt: z.unknown().optional().openapi({ description: 'Ignored' }),
  updatedAt: z.unknown().optional().openapi({ description: 'Ignored' }),
};

const ContentFields = z
  .object({
    title: plainText(1, 200),
    body: plainText(1, 20_000),
    imageUrl: ImageUrl.optional().default(null),
    imageAlt: ImageAlt.optional().default(''),
    // Omitted on a PUT, as imageUrl, it is cleared: a PUT replaces the whole notice.
    showUntil: ShowUntil.optional().default(null),
    ...serverSet,
  })
  .strict();

const ContentEntry = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    imageAlt: z.string().openapi({
      description: "The picture's alternative text; '' when it is decorative or there is none",
    }),
    showUntil: z.string().nullable().openapi({
      format: 'date',
      description:
        "The last day (Zambia's calendar, inclusive) the public sees it; null: until it is deleted. Only editors read a notice past it.",
    }),
    createdAt: z.string().openapi({ format: 'date-time' }),
    updatedAt: z.string().openapi({ format: 'date-time' }),
    version: z.number().int(),
  })
  .openapi('ContentEntry');

const IdParam = z.object({ id: recordNumberParam() });
const refusedShowUntil = errorResponse(
  'A field is missing or malformed, or `showUntil` is before the day the notice was published',
);
const entryJson = { 'application/json': { schema: ContentEntry } };
const writeErrors = {
  400: errorResponse('A field is missing or malformed'),
  401: errorResponse(
    'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
  ),
  403: errorResponse('The member is not an editor (`forbidden`)'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/contents',
  summary: 'Published content entries, newest first, a page at a time',
  description:
    '`limit` entries (default 50, at most 100) from `cursor` on. When more follow, the answer ' +
    'carries a `Next-Cursor` header: pass it as `cursor` for the next page. The body stays an array. ' +
    'A notice past its `showUntil` day in Lusaka is left out, except for an active editor or ' +
    "admin's bearer token, whose answer also holds the ended ones (made afresh, `no-store`). " +
    'Any other token reads what the public reads; an expired one is 401 `token_expired`.',
  request: { query: PageQuery },
  responses: {
    200: {
      description: 'One page of entries',
      headers: {
        'Next-Cursor': {
          description: 'The `cursor` of the next page; absent on the last page',
          schema: { type: 'string' },
        },
      },
      content: { 'application/json': { schema: z.array(ContentEntry) } },
    },
    304: { description: 'Unchanged since the ETag sent in If-None-Match' },
    400: errorResponse('Malformed limit or cursor'),
    401: errorResponse('An expired bearer token (`token_expired`)'),
  },
});
const readRoute = createRoute({
  method: 'get',
  path: '/contents/{id}',
  summary: 'One content entry',
  description:
    "Past its `showUntil` day a notice is 404 except to an active editor's or admin's bearer token.",
  request: { params: IdParam },
  responses: {
    200: { description: 'The entry', content: entryJson },
    304: { description: 'Unchanged since the ETag sent in If-None-Match' },
    400: errorResponse('Malformed id'),
    401: errorResponse('An expired bearer token (`token_expired`)'),
    404: errorResponse('No such entry, or one the public no longer sees'),
  },
});
const createEntry = createRoute({
  method: 'post',
  path: '/contents',
  summary: 'Publishes a content entry (editors)',
  security: [{ bearer: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: ContentFields } } } },
  responses: {
    201: { description: 'Published', content: entryJson },
    ...writeErrors,
    400: refusedShowUntil,
  },
});
const updateEntry = createRoute({
  method: 'put',
  path: '/contents/{id}',
  summary: 'Replaces a content entry (editors); `version` must be the one last read',
  security: [{ bearer: [] }],
  request: {
    params: IdParam,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: ContentFields.extend({ version: recordNumber() }),
        },
      },
    },
  },
  responses: {
    200: { description: 'Updated; `version` went up by one', content: entryJson },
    ...writeErrors,
    400: refusedShowUntil,
    404: errorResponse('No such entry'),
    409: errorResponse('Someone changed the entry since it was read'),
  },
});
const deleteEntry = createRoute({
  method: 'delete',
  path: '/contents/{id}',
  summary: 'Deletes a content entry (editors)',
  description:
    'The notice leaves the site and the notice editor (every list and read), with its history; ' +
    'it is kept, marked deleted, so `POST /contents/{id}/put-back` can bring back the same notice ' +
    `(its id, and so its address) for ${PUT_BACK_DAYS} days; then it is purged for good, with its history.`,
  security: [{ bearer: [] }],
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    ...writeErrors,
    404: errorResponse('No notice in use has that id'),
  },
});
const putBackRoute = createRoute({
  method: 'post',
  path: '/contents/{id}/put-back',
  summary: 'Puts a deleted notice back as it was deleted (editors)',
  description:
    'Undo of a delete: the same notice comes back, with its id (its address, `/news#notice-N`), ' +
    'version, words, picture, `showUntil` and revision history as they were. `version` is the ' +
    'version deleted. The audit line (action `restore`) reads "Put back after deletion: …".',
  security: [{ bearer: [] }],
  request: {
    params: IdParam,
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ version: recordNumber() }).strict() },
      },
    },
  },
  responses: {
    200: { description: 'Put back; the version is unchanged', content: entryJson },
    ...writeErrors,
    404: errorResponse('No notice ever had that id'),
    409: errorResponse(
      'The notice is not deleted (`not_deleted`: put back already, or never deleted), or was deleted at another version (`version_conflict`)',
    ),
  },
});

const deletedRoute = createRoute({
  method: 'get',
  path: '/contents/deleted',
  summary: `Notices deleted in the last ${PUT_BACK_DAYS} days, to put back (editors)`,
  description:
    'What can still be put back (`POST /contents/{id}/put-back` with its `version`): each deleted ' +
    "notice's title, when and by whom it was deleted, and when it is removed for good, newest " +
    'deletion first, a page at a time. Editors only, as the revisions are; no public read ever ' +
    'shows a deleted notice.',
  security: [{ bearer: [] }],
  request: { query: PageQuery },
  responses: {
    200: {
      description: 'One page',
      content: { 'application/json': { schema: DeletedEntriesPage } },
    },
    400: errorResponse('Malformed limit or cursor'),
    401: writeErrors[401],
    403: writeErrors[403],
  },
});

const NoticeRevision = z
  .object({
    revision: z.number().int().openapi({ description: 'Pass it to restore' }),
    version: z.number().int(),
    savedAt: z.string().openapi({ format: 'date-time' }),
    savedBy: z.string().nullable().openapi({
      description: 'Who saved it; null for a notice as it stood before notices kept versions',
    }),
    entry: ContentEntry,
  })
  .openapi('NoticeRevision');

const revisionsRoute = createRoute({
  method: 'get',
  path: '/contents/{id}/revisions',
  summary: 'Saved versions of a notice, newest first (editors)',
  security: [{ bearer: [] }],
  request: { params: IdParam },
  responses: {
    200: {
      description: 'Up to the 200 latest revisions',
      content: { 'application/json': { schema: z.object({ items: z.array(NoticeRevision) }) } },
    },
    ...writeErrors,
    400: errorResponse('Malformed id'),
    404: errorResponse('No such entry'),
  },
});
const restoreRoute = createRoute({
  method: 'post',
  path: '/contents/{id}/revisions/{revision}/restore',
  summary: 'Brings back a saved version of a notice as a new version (editors)',
  description:
    'Restores the title, text and picture of the revision; the notice keeps its current ' +
    '`showUntil`, so a restore never takes it off the site, or puts an ended one back, by surprise.',
  security: [{ bearer: [] }],
  request: {
    params: z.object({ id: recordNumberParam(), revision: recordNumberParam() }),
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ version: recordNumber() }).strict() },
      },
    },
  },
  responses: {
    200: { description: 'Restored as a new version', content: entryJson },
    ...writeErrors,
    404: errorResponse('No such entry or revision'),
    409: errorResponse('Someone saved the notice since that version was read'),
  },
});

const entryView = noticeView;

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The audit log's name for notices, as its `collection` filter takes it. */
export const NOTICES_AUDIT_COLLECTION = NOTICES_COLLECTION;

const AUDIT_WORDS = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
} as const;

/**
 * Writes the audit line of a notice change, in the transaction that makes it. A restore names
 * the version brought back and the version it was saved as, as a news item's restore does; a
 * put-back after deletion (also `restore`) comes with its own summary.
 */
async function auditNotice(
  tx: Transaction,
  action:
    | keyof typeof AUDIT_WORDS
    | { restoredVersion: number; savedVersion: number }
    | { putBack: string },
  actor: string,
  entry: { id: number; title: string },
) {
  const restore = typeof action === 'object';
  await tx.insert(auditLog).values({
    actor,
    action: restore ? 'restore' : action,
    collection: NOTICES_AUDIT_COLLECTION,
    entryId: entry.id,
    summary: !restore
      ? `${AUDIT_WORDS[action]} notice “${entry.title}”`
      : 'putBack' in action
        ? action.putBack
        : `Restored version ${action.restoredVersion} of notice “${entry.title}”, saved as version ${action.savedVersion}`,
  });
}

/**
 * Contents (the notices): public reading, answered from an in-memory cache under the site's
 * content key with ETags, as the collections are; editor-only writing with optimistic
 * concurrency, each write bumping the content version and writing its audit-log line (as
 * `notices`) in its own transaction, so the caches of every instance let it show within one
 * content poll and the studio's audit log has every change.
 *
 * A notice past its `showUntil` day (see `notice-show-until.ts`) is gone for the public and still
 * read by editors (`notice-reader.ts`), whose answers are made afresh and never cached. A deleted
 * notice is gone for everyone, editors too, until it is put back (`notice-put-back.ts`).
 */
export function contentRoutes({ db, tokens, siteContent, clock, limiter }: AppServices) {
  const router = createRouter();
  const cache = createPublicAnswerCache();
  const notFound = () => new ApiError(404, 'not_found', 'No content entry has that id');
  const cached = async (
    c: { req: { header(name: string): string | undefined } },
    request: string,
    produce: () => Promise<PublicAnswer>,
  ) =>
    cache.respondWith(
      await siteContent.cacheKey(),
      request,
      {
        ifNoneMatch: c.req.header('if-none-match'),
        acceptEncoding: c.req.header('accept-encoding'),
      },
      produce,
    );

  /**
   * What a reader sees: the notices in use, and for the public only those not yet ended in Lusaka
   * today.
   */
  const shownTo = (editor: boolean): SQL | undefined =>
    editor ? noticeInUse() : and(noticeInUse(), shownOn(lusakaDate(clock.now())));
  /**
   * An editor's answer, made afresh: never kept here, and, as every answer to a request with
   * Authorization, marked `no-store` for browsers and shared caches (`http/transport-headers.ts`).
   */
  const editorAnswer = ({ body, headers = {} }: PublicAnswer) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { ...headers, 'content-type': 'application/json' },
    });

  const listPage = async (
    limit: number,
    after: ReturnType<typeof decodePageCursor> | undefined,
    shown: SQL | undefined,
  ) => {
    // Newest first by (created_at, id); the cursor is the last entry of the previous page. Times
    // are compared to the millisecond, the precision the cursor carries.
    const createdMs = sql`date_trunc('milliseconds', ${contents.createdAt})`;
    const rows = await db
      .select()
      .from(contents)
      .where(
        and(
          after
            ? sql`(${createdMs}, ${contents.id}) < (${after.at}::timestamptz, ${after.id})`
            : undefined,
          shown,
        ),
      )
      .orderBy(desc(createdMs), desc(contents.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const headers: Record<string, string> = {};
    if (rows.length > limit && last)
      headers['next-cursor'] = encodePageCursor(last.createdAt, last.id);
    return { body: page.map(entryView), headers };
  };
  // Before `/contents/{id}`, which would answer "deleted" as a malformed id.
  router.get('/contents/deleted', requireMember(tokens), requireEditor());
  router.openapi(deletedRoute, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const page = await deletedEntriesPage(db, {
      table: contents,
      collection: NOTICES_AUDIT_COLLECTION,
      titleOf: (row) => String(row.title),
      limit,
      cursor,
      now: clock.now(),
    });
    return c.json(page, 200, { 'cache-control': 'no-store' });
  });
  router.openapi(listRoute, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const after = cursor === undefined ? undefined : decodePageCursor(cursor);
    if (await readByEditor(c, tokens)) {
      return editorAnswer(await listPage(limit, after, shownTo(true))) as never;
    }
    // Keyed on the parsed values, so `?limit=50` and no query share one answer. The key carries
    // Lusaka's date, so a notice whose last day has passed leaves the cached answers at midnight.
    return (await cached(c, `list:${limit}:${cursor ?? ''}`, () =>
      listPage(limit, after, shownTo(false)),
    )) as never;
  });
  router.openapi(readRoute, async (c) => {
    const { id } = c.req.valid('param');
    const read = (editor: boolean) => async () => {
      const [row] = await db
        .select()
        .from(contents)
        .where(and(eq(contents.id, id), shownTo(editor)));
      if (!row) throw notFound();
      return { body: entryView(row) };
    };
    if (await readByEditor(c, tokens)) return editorAnswer(await read(true)()) as never;
    // A 404 is thrown, never cached, so an entry created later is found at once.
    return (await cached(c, `entry:${id}`, read(false))) as never;
  });

  for (const method of ['POST', 'PUT', 'DELETE']) {
    router.on(
      method,
      ['/contents', '/contents/*'],
      requireMember(tokens),
      requireEditor(),
      limitStudioWrites(limiter),
    );
  }
  router.openapi(createEntry, async (c) => {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = c.req.valid('json');
    // The site's clock, as the collections' entries are stamped, so a demo's moved clock dates
    // the notice and its "show until" day is checked on the same calendar.
    const now = clock.now();
    // A new notice is published now: its last day may be today, not before.
    checkShowUntil(fields.showUntil, now);
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(contents)
        .values({ ...fields, createdBy: c.get('member').id, createdAt: now, updatedAt: now })
        .returning();
      await bumpContentVersion(tx, new Date());
      if (inserted) {
        await recordNoticeRevision(tx, inserted, c.get('member').username);
        await auditNotice(tx, 'create', c.get('member').username, inserted);
      }
      return inserted;
    });
    if (!row) throw new Error('content insert returned nothing');
    siteContent.invalidate();
    return c.json(entryView(row), 201);
  });
  router.openapi(updateEntry, async (c) => {
    const { id } = c.req.valid('param');
    const {
      version,
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      ...fields
    } = c.req.valid('json');
    const row = await db.transaction(async (tx) => {
      // Checked against the day it was first published, which no edit moves; a missing notice
      // is answered below, as a version conflict is. Locked, so the version kept below is the
      // one this save replaces.
      const [published] = await tx
        .select()
        .from(contents)
        .where(and(eq(contents.id, id), noticeInUse()))
        .for('update');
      if (published) checkShowUntil(fields.showUntil, published.createdAt);
      if (published?.version === version) await keepUnrecordedNoticeVersion(tx, published);
      const [updated] = await tx
        .update(contents)
        .set({ ...fields, version: sql`${contents.version} + 1`, updatedAt: clock.now() })
        .where(and(eq(contents.id, id), eq(contents.version, version), noticeInUse()))
        .returning();
      if (updated) {
        await bumpContentVersion(tx, new Date());
        await recordNoticeRevision(tx, updated, c.get('member').username);
        await auditNotice(tx, 'update', c.get('member').username, updated);
      }
      return updated;
    });
    if (row) {
      siteContent.invalidate();
      return c.json(entryView(row), 200);
    }
    const [current] = await db
      .select({ version: contents.version })
      .from(contents)
      .where(and(eq(contents.id, id), noticeInUse()));
    if (!current) throw notFound();
    throw noticeVersionConflict(current.version);
  });
  router.get('/contents/:id/revisions', requireMember(tokens), requireEditor());
  router.openapi(revisionsRoute, async (c) => {
    const items = await noticeRevisions(db, c.req.valid('param').id);
    return c.json({ items } as never, 200, { 'cache-control': 'no-store' });
  });
  router.openapi(restoreRoute, async (c) => {
    const { id, revision } = c.req.valid('param');
    const { version } = c.req.valid('json');
    const actor = c.get('member').username;
    const row = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(contents)
        .where(and(eq(contents.id, id), noticeInUse()))
        .for('update');
      if (!before) throw notFound();
      if (before.version !== version) throw noticeVersionConflict(before.version);
      const { fields, restoredVersion } = await restoredNoticeFields(tx, id, revision);
      await keepUnrecordedNoticeVersion(tx, before);
      const [restored] = await tx
        .update(contents)
        .set({ ...fields, version: before.version + 1, updatedAt: clock.now() })
        .where(eq(contents.id, id))
        .returning();
      if (!restored) throw notFound();
      await bumpContentVersion(tx, new Date());
      await recordNoticeRevision(tx, restored, actor);
      await auditNotice(tx, { restoredVersion, savedVersion: restored.version }, actor, restored);
      return restored;
    });
    siteContent.invalidate();
    return c.json(entryView(row), 200);
  });
  router.openapi(deleteEntry, async (c) => {
    const deleted = await db.transaction(async (tx) => {
      // Marked, not removed: its version and revisions stay for a put-back. No revision is
      // written, since the notice did not change.
      const gone = await tx
        .update(contents)
        .set({ deletedAt: clock.now() })
        .where(and(eq(contents.id, c.req.valid('param').id), noticeInUse()))
        .returning({ id: contents.id, title: contents.title });
      for (const entry of gone) {
        await bumpContentVersion(tx, new Date());
        await auditNotice(tx, 'delete', c.get('member').username, entry);
      }
      return gone;
    });
    if (deleted.length === 0) throw notFound();
    siteContent.invalidate();
    return c.body(null, 204);
  });
  router.openapi(putBackRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version } = c.req.valid('json');
    const actor = c.get('member').username;
    const row = await db.transaction(async (tx) => {
      const back = await putBackNotice(tx, id, version, clock.now());
      await bumpContentVersion(tx, new Date());
      await auditNotice(tx, { putBack: back.summary }, actor, back.row);
      return back.row;
    });
    siteContent.invalidate();
    return c.json(entryView(row), 200);
  });
  return router;
}
