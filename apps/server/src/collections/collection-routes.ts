import { createRoute, z } from '@hono/zod-openapi';
import type { AppServices } from '../app-services';
import { authenticateEditor } from '../auth/editor-access';
import { requireEditor, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate } from '../clock/lusaka-date';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { pageLimit, plainText, recordNumberParam } from '../http/input-schemas';
import { PageQuery } from '../http/page-cursor';
import { validationError } from '../http/validation-error';
import { limitStudioWrites } from '../rate-limit/studio-write-limit';
import type { CollectionDefinition } from './collection-definition';
import {
  type CollectionStore,
  createCollectionStore,
  editableFields,
  entryView,
} from './collection-store';
import { DeletedEntriesPage, deletedEntriesPage } from './deleted-entries';
import { VersionField, WorkflowInput } from './entry-schemas';
import { createPublicAnswerCache } from './public-list-cache';
import { PUT_BACK_DAYS } from './put-back-window';

const writeErrors = {
  400: errorResponse('A field is missing or malformed'),
  401: signedOutRefusal(),
  403: errorResponse('The member is not an active editor or admin (`forbidden`)'),
};

/**
 * The routes of one editable collection under `/{name}`: public reads of published entries
 * (cached per content key, with ETags), a studio view for editors, writes with optimistic
 * versions, revisions and restore. Every write records a revision and an audit line and bumps
 * the content version in one transaction.
 */
export function collectionRoutes(definition: CollectionDefinition, services: AppServices) {
  const { db, tokens, clock, siteContent, limiter } = services;
  const store: CollectionStore = createCollectionStore(db, definition);
  const cache = createPublicAnswerCache();
  const base = `/${definition.name}`;
  const router = createRouter();

  const fullShape = { ...definition.required, ...definition.optional };
  const complete = z.object(fullShape).strict();
  const optionalShape = Object.fromEntries(
    Object.entries(definition.optional).map(([key, schema]) => [
      key,
      (schema as z.ZodType).optional(),
    ]),
  );
  const workflowOptional = {
    status: WorkflowInput.status.optional(),
    publishAt: WorkflowInput.publishAt.optional(),
  };
  // A client may send back an entry it read: the fields the server sets are accepted and ignored
  // (any other unknown field is a 400, so a misspelt field never vanishes silently).
  const serverSet = {
    id: z.unknown().optional().openapi({ description: 'Ignored' }),
    createdAt: z.unknown().optional().openapi({ description: 'Ignored' }),
    updatedAt: z.unknown().optional().openapi({ description: 'Ignored' }),
  };
  const createBody = z
    .object({ ...definition.required, ...optionalShape, ...workflowOptional, ...serverSet })
    .strict()
    .openapi(`New${definition.entryName}`);
  const updateBody = z
    .object({
      ...Object.fromEntries(
        Object.entries(fullShape).map(([key, schema]) => [key, (schema as z.ZodType).optional()]),
      ),
      ...workflowOptional,
      ...serverSet,
      ...VersionField,
    })
    .strict()
    .openapi(`${definition.entryName}Update`);

  const entryJson = { 'application/json': { schema: definition.entry } };
  const IdParam = z.object({ id: recordNumberParam() });
  const View = z.enum(['studio']).optional().openapi({
    description: 'studio: every entry whatever its state (editors only)',
  });
  const ListQuery = z.object({
    limit: pageLimit(100, 20),
    cursor: z
      .string()
      .max(2_000)
      .optional()
      .openapi({ description: 'nextCursor of the page before' }),
    view: View,
    q: plainText(1, 200).optional().openapi({ description: 'Text search (studio view)' }),
    status: z.enum(['draft', 'published', 'scheduled']).optional().openapi({
      description: 'State filter (studio view); scheduled = published with a future publishAt',
    }),
    ...definition.listParams,
  });
  const Page = z.object({ items: z.array(definition.entry), nextCursor: z.string().nullable() });
  const Revision = z.object({
    revision: z.number().int(),
    version: z.number().int(),
    savedAt: z.string().openapi({ format: 'date-time' }),
    savedBy: z.string().nullable(),
    entry: definition.entry,
  });
  const tag = [definition.name];

  /** Checks the merged entry; the definition's own rule across fields too. */
  const validated = (fields: Record<string, unknown>) => {
    const parsed = complete.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error.issues);
    const problem = definition.check?.(parsed.data);
    if (problem) throw new ApiError(400, 'validation_failed', problem);
    return parsed.data as Record<string, unknown>;
  };
  const workflow = (body: { status?: string; publishAt?: string | null }) => ({
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.publishAt !== undefined
      ? { publishAt: body.publishAt === null ? null : new Date(body.publishAt) }
      : {}),
  });
  const actorOf = (c: { get(key: 'member'): { username: string } }) => c.get('member').username;
  const written = () => siteContent.invalidate();

  for (const method of ['POST', 'PUT', 'DELETE']) {
    router.on(
      method,
      [base, `${base}/*`],
      requireMember(tokens),
      requireEditor(),
      limitStudioWrites(limiter),
    );
  }
  router.get(`${base}/:id/revisions`, requireMember(tokens), requireEditor());
  router.get(`${base}/deleted`, requireMember(tokens), requireEditor());

  router.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags: tag,
      summary: definition.listSummary,
      description:
        'Public: published entries whose publishAt has passed. With an editor token and ' +
        'view=studio: every entry, with q and status filters. Paged: pass nextCursor back as cursor.',
      request: { query: ListQuery },
      responses: {
        200: { description: 'One page', content: { 'application/json': { schema: Page } } },
        304: { description: 'Unchanged since the ETag sent in If-None-Match' },
        400: errorResponse('A malformed parameter or cursor'),
        401: errorResponse(
          'view=studio without a bearer token, or with an expired (`token_expired`) or invalid (`token_invalid`) one',
        ),
        403: errorResponse(
          'view=studio for a member who is not an active editor or admin (`forbidden`)',
        ),
      },
    }),
    async (c) => {
      const query = c.req.valid('query') as Record<string, unknown> & z.infer<typeof ListQuery>;
      const studio = query.view === 'studio';
      if (studio) await authenticateEditor(c, tokens);
      else if (query.q !== undefined || query.status !== undefined) {
        throw new ApiError(400, 'validation_failed', 'q and status need view=studio');
      }
      const now = clock.now();
      const params = Object.fromEntries(
        Object.keys(definition.listParams).map((key) => [key, query[key]]),
      );
      const request = {
        studio,
        limit: query.limit,
        cursor: query.cursor,
        q: query.q,
        status: query.status,
        params,
        now,
        today: lusakaDate(now),
      };
      if (studio) return c.json(await store.list(request), 200, { 'cache-control': 'no-store' });
      const key = await siteContent.cacheKey();
      // The key carries Lusaka's date; "today" must be the same day the key was made for.
      return cache.respond(
        key,
        new URL(c.req.url).search,
        {
          ifNoneMatch: c.req.header('if-none-match'),
          acceptEncoding: c.req.header('accept-encoding'),
        },
        () => store.list(request),
      ) as never;
    },
  );

  // Before `/{id}`, which would answer "deleted" as a malformed id.
  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/deleted`,
      tags: tag,
      summary: `Deleted ${definition.name}: each ${definition.singular} deleted in the last ${PUT_BACK_DAYS} days, to put back (editors)`,
      description:
        `What can still be put back (\`POST .../{id}/put-back\` with its \`version\`): each ` +
        "deleted entry's title, when and by whom it was deleted, and when it is removed for good, " +
        'newest deletion first, a page at a time. Editors only, as the revisions are; no public ' +
        'read ever shows a deleted entry.',
      security: [{ bearer: [] }],
      request: { query: PageQuery },
      responses: {
        200: {
          description: 'One page',
          content: { 'application/json': { schema: DeletedEntriesPage } },
        },
        400: errorResponse('Malformed limit or cursor'),
        401: signedOutRefusal(),
        403: errorResponse('The member is not an active editor or admin (`forbidden`)'),
      },
    }),
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const page = await deletedEntriesPage(db, {
        table: definition.table,
        collection: definition.name,
        titleOf: (row) => definition.title(entryView(row)),
        limit,
        cursor,
        now: clock.now(),
      });
      return c.json(page, 200, { 'cache-control': 'no-store' });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}`,
      tags: tag,
      summary: `One ${definition.singular}`,
      description:
        'Public when published; with an editor token and view=studio, whatever its state (a preview).',
      request: { params: IdParam, query: z.object({ view: View }) },
      responses: {
        200: { description: 'The entry', content: entryJson },
        400: errorResponse('Malformed id'),
        401: errorResponse(
          'view=studio without a bearer token, or with an expired (`token_expired`) or invalid (`token_invalid`) one',
        ),
        403: errorResponse(
          'view=studio for a member who is not an active editor or admin (`forbidden`)',
        ),
        404: errorResponse('No such entry, or not published'),
      },
    }),
    async (c) => {
      const studio = c.req.valid('query').view === 'studio';
      if (studio) await authenticateEditor(c, tokens);
      const entry = await store.read(c.req.valid('param').id, studio, clock.now());
      return c.json(entry as never, 200, { 'cache-control': studio ? 'no-store' : 'no-cache' });
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags: tag,
      summary: `Saves a new ${definition.singular} (editors)`,
      description: 'Published at once unless status is draft or publishAt is in the future.',
      security: [{ bearer: [] }],
      request: {
        body: { required: true, content: { 'application/json': { schema: createBody } } },
      },
      responses: { 201: { description: 'Saved', content: entryJson }, ...writeErrors },
    }),
    async (c) => {
      const body = c.req.valid('json') as Record<string, unknown> & {
        status?: string;
        publishAt?: string | null;
      };
      const now = clock.now();
      const {
        status: _status,
        publishAt: _publishAt,
        id: _id,
        createdAt: _created,
        updatedAt: _updated,
        ...fields
      } = body;
      const values = validated({ ...definition.defaults(lusakaDate(now)), ...fields });
      const entry = await store.create({ ...values, ...workflow(body) }, actorOf(c), now);
      written();
      return c.json(entry as never, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/{id}`,
      tags: tag,
      summary: `Saves an edit of a ${definition.singular} (editors)`,
      description:
        'The fields sent replace those saved; fields left out stay as they are. `version` must ' +
        'be the one last read (409 otherwise). Publish, unpublish and schedule are edits of ' +
        'status and publishAt. An edit that changes nothing writes nothing: the entry as it is, ' +
        'at the same version, with no revision or audit line.',
      security: [{ bearer: [] }],
      request: {
        params: IdParam,
        body: { required: true, content: { 'application/json': { schema: updateBody } } },
      },
      responses: {
        200: {
          description: 'Saved; version went up by one (or stayed, when nothing changed)',
          content: entryJson,
        },
        ...writeErrors,
        404: errorResponse('No such entry'),
        409: errorResponse('Someone saved the entry since that version was read'),
      },
    }),
    async (c) => {
      const {
        version,
        status,
        publishAt,
        id: _id,
        createdAt: _created,
        updatedAt: _updated,
        ...fields
      } = c.req.valid('json') as Record<string, unknown> & {
        version: number;
        status?: string;
        publishAt?: string | null;
      };
      const entry = await store.update(
        c.req.valid('param').id,
        version,
        (current) => ({
          ...validated({ ...editableFields(current), ...fields }),
          ...workflow({ status, publishAt }),
        }),
        actorOf(c),
        clock.now(),
      );
      written();
      return c.json(entry as never, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{id}`,
      tags: tag,
      summary: `Deletes a ${definition.singular} (editors)`,
      description:
        'The entry leaves the site and the studio (every list, read, search and count), with its ' +
        'history; it is kept, marked deleted, so `POST .../{id}/put-back` can bring back the same ' +
        `entry (its id, and so its address) for ${PUT_BACK_DAYS} days; then it is purged for good, with its ` +
        'history.',
      security: [{ bearer: [] }],
      request: { params: IdParam },
      responses: {
        204: { description: 'Deleted' },
        ...writeErrors,
        404: errorResponse('No such entry'),
      },
    }),
    async (c) => {
      await store.remove(c.req.valid('param').id, actorOf(c), clock.now());
      written();
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/put-back`,
      tags: tag,
      summary: `Puts a deleted ${definition.singular} back as it was deleted (editors)`,
      description:
        'Undo of a delete: the same entry comes back, with its id (its address), version, ' +
        'revision history and publication as they were; a schedule that came due meanwhile is ' +
        'published. `version` is the version deleted. The audit line (action `restore`) reads ' +
        '"Put back after deletion: …".',
      security: [{ bearer: [] }],
      request: {
        params: IdParam,
        body: {
          required: true,
          content: { 'application/json': { schema: z.object(VersionField).strict() } },
        },
      },
      responses: {
        200: { description: 'Put back; the version is unchanged', content: entryJson },
        ...writeErrors,
        404: errorResponse('No entry ever had that id'),
        409: errorResponse(
          'The entry is not deleted (`not_deleted`: put back already, or never deleted), or was deleted at another version (`version_conflict`)',
        ),
      },
    }),
    async (c) => {
      const entry = await store.putBack(
        c.req.valid('param').id,
        c.req.valid('json').version,
        actorOf(c),
        clock.now(),
      );
      written();
      return c.json(entry as never, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{id}/revisions`,
      tags: tag,
      summary: `Saved versions of a ${definition.singular}, newest first (editors)`,
      security: [{ bearer: [] }],
      request: { params: IdParam },
      responses: {
        200: {
          description: 'Up to the 200 latest revisions',
          content: { 'application/json': { schema: z.object({ items: z.array(Revision) }) } },
        },
        ...writeErrors,
        404: errorResponse('No such entry'),
      },
    }),
    async (c) => {
      const items = await store.revisions(c.req.valid('param').id);
      return c.json({ items } as never, 200, { 'cache-control': 'no-store' });
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{id}/revisions/{revision}/restore`,
      tags: tag,
      summary: `Brings back a saved version of a ${definition.singular} as a new version (editors)`,
      description:
        'Restores the content fields of the revision; the entry keeps its current status and ' +
        'publishAt, whatever they were in the revision, so restoring never publishes or hides it ' +
        'by surprise: restoring the version saved when an entry was unpublished brings back its ' +
        'words and leaves it published (unpublish it to take it off the site). The audit line ' +
        'names the version restored and says where the entry stands.',
      security: [{ bearer: [] }],
      request: {
        params: z.object({ id: recordNumberParam(), revision: recordNumberParam() }),
        body: {
          required: true,
          content: { 'application/json': { schema: z.object(VersionField).strict() } },
        },
      },
      responses: {
        200: { description: 'Restored as a new version', content: entryJson },
        ...writeErrors,
        404: errorResponse('No such entry or revision'),
        409: errorResponse('Someone saved the entry since that version was read'),
      },
    }),
    async (c) => {
      const { id, revision } = c.req.valid('param');
      const entry = await store.restore(
        id,
        c.req.valid('json').version,
        revision,
        validated,
        actorOf(c),
        clock.now(),
      );
      written();
      return c.json(entry as never, 200);
    },
  );

  return router;
}
