import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/database';
import { containing } from '../db/like-pattern';
import { type AuditAction, auditLog, contentState, entryRevisions } from '../db/schema';
import { ApiError } from '../http/api-error';
import { foldAccents, foldedColumn } from './accent-folding';
import type { CollectionDefinition, EntryTable } from './collection-definition';
import { decodeCursor, encodeCursor } from './entry-cursor';
import { lusakaMoment } from './lusaka-moment';
import { PUT_BACK_DAYS, putBackCutoff, putBackRefusal, puttableBack } from './put-back-window';
import { revisionSummaries } from './revision-summary';

/** An entry as the API shows it. */
export type EntryView = Record<string, unknown> & { id: number; version: number; status: string };

/** Which entries a list shows. */
export interface ListRequest {
  /** Every entry (studio) or what the public sees. */
  studio: boolean;
  limit: number;
  cursor?: string | undefined;
  q?: string | undefined;
  status?: 'draft' | 'published' | 'scheduled' | undefined;
  /** The collection's own parameters (`when`, `group`). */
  params: Record<string, unknown>;
  now: Date;
  today: string;
}

type Transaction = PgTransaction<never, never, never> | AppDatabase;

const WORKFLOW_COLUMNS = new Set([
  'id',
  'status',
  'publishAt',
  'version',
  'createdAt',
  'updatedAt',
  'deletedAt',
]);

/**
 * The row as the API shows it: moments as ISO strings. `deletedAt` is left out: an entry the API
 * shows is one in use, and revisions, saved from this view, never carry it.
 */
export function entryView(row: Record<string, unknown>): EntryView {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  const { deletedAt: _deletedAt, ...kept } = row;
  return {
    ...kept,
    publishAt: row.publishAt == null ? null : iso(row.publishAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  } as unknown as EntryView;
}

/** A value as text to compare: moments as ISO strings, an object's keys in one order. */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, function (this: unknown, key: string, part: unknown) {
    const raw = key === '' ? value : (this as Record<string, unknown>)[key];
    if (raw instanceof Date) return raw.toISOString();
    return part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part;
  });
}

/**
 * Whether writing `values` over `before` would change nothing: every field written is what the
 * entry holds already (a picture's keys in any order, `publishAt` as the same moment).
 */
export function changesNothing(before: EntryView, values: Record<string, unknown>): boolean {
  const after = entryView({ ...before, ...values });
  return Object.keys(values).every((key) => comparable(after[key]) === comparable(before[key]));
}

/** The fields an editor writes (no workflow columns). */
export function editableFields(entry: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entry).filter(([key]) => !WORKFLOW_COLUMNS.has(key)));
}

/**
 * The entries in use: not deleted. A deleted entry's row stays until purged (see `remove` and `putBack`), so
 * every read of a collection's table, public or studio, carries this condition; the public one
 * ({@link publicCondition}) includes it.
 */
export function inUseCondition(table: EntryTable): SQL {
  return isNull(table.deletedAt);
}

/** Conditions for "the public sees it now": in use, published, and due. */
export function publicCondition(table: EntryTable, now: Date): SQL {
  return and(
    inUseCondition(table),
    eq(table.status, 'published'),
    or(isNull(table.publishAt), lte(table.publishAt, now)),
  ) as SQL;
}

function statusCondition(
  table: EntryTable,
  status: ListRequest['status'],
  now: Date,
): SQL | undefined {
  if (status === 'draft') return eq(table.status, 'draft');
  if (status === 'published') return publicCondition(table, now);
  if (status === 'scheduled') {
    return and(eq(table.status, 'published'), isNotNull(table.publishAt), gt(table.publishAt, now));
  }
  return undefined;
}

/** The workflow action a save amounts to, for the audit log. */
export function workflowAction(
  before: EntryView | undefined,
  after: EntryView,
  now: Date,
): AuditAction {
  const scheduled = (entry: EntryView) =>
    entry.status === 'published' &&
    typeof entry.publishAt === 'string' &&
    new Date(entry.publishAt) > now;
  if (!before) return scheduled(after) ? 'schedule' : 'create';
  if (before.status === 'published' && after.status === 'draft') return 'unpublish';
  if (scheduled(after) && (!scheduled(before) || before.publishAt !== after.publishAt))
    return 'schedule';
  if (after.status === 'published' && (before.status === 'draft' || scheduled(before)))
    return 'publish';
  return 'update';
}

// The last three are an admin's decisions, never an entry's; named for completeness only.
const ACTION_WORDS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  restore: 'Restored an earlier version of',
  role: 'Changed the role of',
  approve: 'Approved',
  reject: 'Rejected',
  refund: 'Recorded a refund of',
};

/**
 * Where an entry stands after a restore, which keeps its publication: "it stays published", "it
 * stays a draft, off the site" or "it stays scheduled for 1 March 2099, 09:00 (Lusaka time)".
 */
function publicationStays(entry: EntryView, now: Date): string {
  if (entry.status === 'draft') return 'it stays a draft, off the site';
  if (typeof entry.publishAt === 'string' && new Date(entry.publishAt) > now)
    return `it stays scheduled for ${lusakaMoment(entry.publishAt)} (Lusaka time)`;
  return 'it stays published';
}

/** Where an entry stands once put back: "it is on the site again", or as a draft or scheduled. */
function publicationAgain(entry: EntryView, now: Date): string {
  if (entry.status === 'draft') return 'it is a draft, off the site';
  if (typeof entry.publishAt === 'string' && new Date(entry.publishAt) > now)
    return `it is scheduled for ${lusakaMoment(entry.publishAt)} (Lusaka time)`;
  return 'it is on the site again';
}

/** The generic reads and writes of one collection: revisions, audit log and the content version go with every write. */
export function createCollectionStore(db: AppDatabase, definition: CollectionDefinition) {
  const table = definition.table;

  const record = async (
    tx: Transaction,
    action: AuditAction,
    entry: EntryView,
    actor: string | null,
    options: { revision: boolean; bump: boolean; summary?: string },
  ) => {
    if (options.revision) {
      await tx.insert(entryRevisions).values({
        collection: definition.name,
        entryId: entry.id,
        version: entry.version,
        savedBy: actor,
        entry,
      });
    }
    const scheduleNote =
      action === 'schedule' && typeof entry.publishAt === 'string'
        ? ` for ${lusakaMoment(entry.publishAt)} (Lusaka time)`
        : '';
    await tx.insert(auditLog).values({
      actor,
      action,
      collection: definition.name,
      entryId: entry.id,
      summary:
        options.summary ??
        `${ACTION_WORDS[action]} ${definition.singular} “${definition.title(entry)}”${scheduleNote}`,
    });
    if (options.bump) {
      await tx
        .update(contentState)
        .set({ version: sql`${contentState.version} + 1`, changedAt: new Date() })
        .where(eq(contentState.id, 1));
    }
  };

  /**
   * Records the entry as it stands when no revision holds that version: an entry the site was set
   * up with (the first seed writes none) or brought in by a migration. Without it the first save in
   * the studio left its history starting after that save, and the words it replaced (a seeded
   * partner's description) could not be restored. Saved by no one, at the time the entry was last
   * written, as the audit log's seed lines are.
   */
  const keepUnrecordedVersion = async (tx: Transaction, before: EntryView) => {
    const [recorded] = await tx
      .select({ id: entryRevisions.id })
      .from(entryRevisions)
      .where(
        and(
          eq(entryRevisions.collection, definition.name),
          eq(entryRevisions.entryId, before.id),
          eq(entryRevisions.version, before.version),
        ),
      )
      .limit(1);
    if (recorded) return;
    const written = typeof before.updatedAt === 'string' ? new Date(before.updatedAt) : undefined;
    await tx.insert(entryRevisions).values({
      collection: definition.name,
      entryId: before.id,
      version: before.version,
      savedBy: null,
      entry: before,
      ...(written && !Number.isNaN(written.getTime()) ? { savedAt: written } : {}),
    });
  };

  const touchesPublic = (...entries: (EntryView | undefined)[]) =>
    entries.some((entry) => entry?.status === 'published');

  /** The entry in use with that id (a deleted one is not found), locked for a save when `lock`. */
  const readRow = async (tx: Transaction, id: number, lock = false) => {
    const query = tx
      .select()
      .from(table as never)
      .where(and(eq(table.id, id), inUseCondition(table)));
    const rows = (lock ? await query.for('update') : await query) as Record<string, unknown>[];
    return rows[0] ? entryView(rows[0]) : undefined;
  };

  const notFound = () => new ApiError(404, 'not_found', `No ${definition.singular} has that id`);
  const conflict = (current: number) =>
    new ApiError(
      409,
      'version_conflict',
      `This ${definition.singular} was changed by someone else (now version ${current}); reload it and apply your changes again`,
    );

  /** One entry; only what the public sees unless `studio`. */
  async function read(id: number, studio: boolean, now: Date): Promise<EntryView> {
    const rows = (await db
      .select()
      .from(table as never)
      .where(
        and(eq(table.id, id), studio ? inUseCondition(table) : publicCondition(table, now)),
      )) as Record<string, unknown>[];
    if (!rows[0]) throw notFound();
    return entryView(rows[0]);
  }

  /**
   * Writes `change` over the entry at `version` as its next version, with its revision, audit line
   * (`options.action`, else the workflow action the change amounts to; `options.summary`, else its
   * words) and the content bump. With `options.unchangedStays`, a change that changes nothing
   * ({@link changesNothing}) writes nothing and answers the entry as it is, at the same version.
   */
  const save = (
    id: number,
    version: number,
    change: (tx: Transaction, current: EntryView) => Promise<Record<string, unknown>>,
    actor: string | null,
    now: Date,
    options: {
      action?: AuditAction;
      summary?: (entry: EntryView) => string;
      unchangedStays?: boolean;
    } = {},
  ): Promise<EntryView> =>
    db.transaction(async (tx) => {
      const before = await readRow(tx, id, true);
      if (!before) throw notFound();
      if (before.version !== version) throw conflict(before.version);
      const values = await change(tx, before);
      if (options.unchangedStays && changesNothing(before, values)) return before;
      await keepUnrecordedVersion(tx, before);
      const [row] = (await tx
        .update(table)
        .set({ ...values, version: before.version + 1, updatedAt: now } as never)
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning()) as Record<string, unknown>[];
      if (!row) throw conflict(version + 1);
      const entry = entryView(row);
      await record(tx, options.action ?? workflowAction(before, entry, now), entry, actor, {
        revision: true,
        bump: touchesPublic(before, entry),
        ...(options.summary ? { summary: options.summary(entry) } : {}),
      });
      return entry;
    });

  /** One revision of the entry as saved, or a 404. */
  const revisionRow = async (tx: Transaction, id: number, revision: number) => {
    const [row] = await tx
      .select()
      .from(entryRevisions)
      .where(
        and(
          eq(entryRevisions.collection, definition.name),
          eq(entryRevisions.entryId, id),
          eq(entryRevisions.id, revision),
        ),
      );
    if (!row)
      throw new ApiError(
        404,
        'not_found',
        `This ${definition.singular} has no revision ${revision}`,
      );
    return row;
  };

  return {
    /** One page of entries, and the cursor of the next page. */
    async list(request: ListRequest): Promise<{ items: EntryView[]; nextCursor: string | null }> {
      const order = definition.order(request.params);
      const conditions: (SQL | undefined)[] = [
        ...definition.filters(request.params, request.today, request.now),
      ];
      conditions.push(request.studio ? inUseCondition(table) : publicCondition(table, request.now));
      conditions.push(statusCondition(table, request.status, request.now));
      if (request.q) {
        // Accents are folded on both sides: `cafe` finds "Café", and `Café` finds "Cafe".
        const pattern = containing(foldAccents(request.q));
        conditions.push(
          or(...definition.searchColumns.map((column) => ilike(foldedColumn(column), pattern))),
        );
      }
      const types = [...order.keys.map((key) => key.type), 'integer' as const];
      if (request.cursor) {
        const values = decodeCursor(request.cursor, types);
        const left = sql.join(
          [...order.keys.map((key) => sql`${key.expression}`), sql`${table.id}`],
          sql`, `,
        );
        const right = sql.join(
          values.map((value, index) => sql`${value}::${sql.raw(types[index] ?? 'text')}`),
          sql`, `,
        );
        conditions.push(
          order.direction === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`,
        );
      }
      const sorted = [...order.keys.map((key) => key.expression), table.id].map((expression) =>
        order.direction === 'asc' ? sql`${expression} ASC` : sql`${expression} DESC`,
      );
      const rows = (await db
        .select()
        .from(table as never)
        .where(and(...conditions))
        .orderBy(...sorted)
        .limit(request.limit + 1)) as Record<string, unknown>[];
      const items = rows.slice(0, request.limit).map(entryView);
      const last = items.at(-1);
      const nextCursor =
        rows.length > request.limit && last
          ? encodeCursor([...order.keys.map((key) => key.value(last)), last.id])
          : null;
      return { items, nextCursor };
    },

    read,

    /** Saves a new entry (with its first revision and an audit line). */
    async create(
      values: Record<string, unknown>,
      actor: string | null,
      now: Date,
    ): Promise<EntryView> {
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(table)
          .values({ ...values, createdAt: now, updatedAt: now } as never)
          .returning()) as Record<string, unknown>[];
        if (!row) throw new Error(`${definition.name} insert returned nothing`);
        const entry = entryView(row);
        await record(tx, workflowAction(undefined, entry, now), entry, actor, {
          revision: true,
          bump: touchesPublic(entry),
        });
        return entry;
      });
    },

    /**
     * Applies `change` to the entry at `version`: the fields sent replace those saved. The merged
     * entry goes through `validate` (which throws a 400) before it is written.
     *
     * Decided after the secretariat's tour: a save that changes nothing (Save changes pressed on
     * a form left as it was, or retyped to the same words) writes nothing: no new version, no
     * revision, no audit line, no cache bump; the answer is the entry as it is, at the version
     * sent. It went up by one before, so another editor with the same entry open was told
     * "Someone else saved this first … They saved with nothing changed" and had to choose between
     * dropping their typing and saving over a save that held nothing, and the history and the
     * audit log filled with saves that changed nothing.
     */
    update(
      id: number,
      version: number,
      change: (current: EntryView) => Record<string, unknown>,
      actor: string | null,
      now: Date,
    ): Promise<EntryView> {
      return save(id, version, async (_tx, current) => change(current), actor, now, {
        unchangedStays: true,
      });
    },

    /**
     * Brings back the content fields of `revision` as the entry's next version, through `validate`
     * (which throws a 400) as an edit goes. The entry's publication (`status`, `publishAt`) stays
     * as it is now, whatever it was when the revision was saved: restoring is taking back words,
     * and putting an entry on the site or off it is Publish's and Unpublish's, so restoring the
     * version saved when a post was unpublished brings back its words and leaves it published. The
     * audit line names the version brought back and says where the entry stands.
     *
     * @throws ApiError 404 when the entry has no such revision, 409 when `version` is not current.
     */
    restore(
      id: number,
      version: number,
      revision: number,
      validate: (fields: Record<string, unknown>) => Record<string, unknown>,
      actor: string | null,
      now: Date,
    ): Promise<EntryView> {
      let restored = 0;
      return save(
        id,
        version,
        async (tx) => {
          const row = await revisionRow(tx, id, revision);
          restored = row.version;
          return validate(editableFields(row.entry));
        },
        actor,
        now,
        {
          action: 'restore',
          summary: (entry) =>
            `Restored version ${restored} of ${definition.singular} “${definition.title(entry)}”, saved as version ${entry.version}; ${publicationStays(entry, now)}`,
        },
      );
    },

    /**
     * Deletes an entry: it leaves the site and the studio, and every read, list, search and count
     * of the collection (`inUseCondition`). Decided: the row is kept, marked with `deletedAt`, with
     * its version and its revisions, so {@link putBack} brings back the same entry (its id, and
     * so its address, already shared) for {@link PUT_BACK_DAYS} days, after which the purge
     * (`deleted-entry-purge.ts`) removes it and its revisions for good; its history shows nowhere
     * (the revisions route answers 404) until it is put back. Meanwhile editors find it, to put
     * back, in `GET /{collection}/deleted` (`deleted-entries.ts`), the one read that shows a
     * deleted entry. No revision is written: the entry did not change.
     *
     * @throws ApiError 404 when no entry in use has that id (deleted already, or never was).
     */
    async remove(id: number, actor: string | null, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = (await tx
          .update(table)
          .set({ deletedAt: now } as never)
          .where(and(eq(table.id, id), inUseCondition(table)))
          .returning()) as Record<string, unknown>[];
        if (!row) throw notFound();
        const entry = entryView(row);
        await record(tx, 'delete', entry, actor, { revision: false, bump: touchesPublic(entry) });
      });
    },

    /**
     * Puts a deleted entry back as it was deleted: the same id, version, fields, publication
     * (published, draft or scheduled; a schedule that came due meanwhile is simply published) and
     * revisions. The version does not go up, since nothing in the entry changed, so an editor
     * who had it open before the delete can still save over it. The audit line, action
     * `restore`, reads `Put back after deletion: news item “…”, as version 3; it is on the site
     * again`. `version` is the version the caller saw deleted: one conditional update clears the
     * mark, so of two editors pressing Undo at once, one puts it back and the other is told. An
     * entry deleted {@link PUT_BACK_DAYS} days or more before `now` is not put back, purged yet or
     * not: the same 404 as for an id never used.
     *
     * @throws ApiError 404 when no entry ever had that id, or it was deleted {@link PUT_BACK_DAYS}
     * days ago or more (purged, or due to be), 409 `not_deleted` when it is in use (put back
     * already), 409 `version_conflict` when the deleted entry is not at `version`.
     */
    async putBack(
      id: number,
      version: number,
      actor: string | null,
      now: Date,
    ): Promise<EntryView> {
      const cutoff = putBackCutoff(now);
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .update(table)
          .set({ deletedAt: null } as never)
          .where(puttableBack(table, id, version, cutoff))
          .returning()) as Record<string, unknown>[];
        if (!row) {
          const [found] = (await tx
            .select({ version: table.version, deletedAt: table.deletedAt })
            .from(table as never)
            .where(eq(table.id, id))) as { version: number; deletedAt: Date | null }[];
          const refusal = putBackRefusal(found, cutoff);
          if (refusal === 'gone') throw notFound();
          if (refusal === 'in_use')
            throw new ApiError(
              409,
              'not_deleted',
              `This ${definition.singular} is not deleted: it is in the studio already (put back, or never deleted)`,
            );
          throw conflict(found?.version ?? version);
        }
        const entry = entryView(row);
        await record(tx, 'restore', entry, actor, {
          revision: false,
          bump: touchesPublic(entry),
          summary: `Put back after deletion: ${definition.singular} “${definition.title(entry)}”, as version ${entry.version}; ${publicationAgain(entry, now)}`,
        });
        return entry;
      });
    },

    /** The entry's revisions, newest first (404 when the entry does not exist or is deleted). */
    async revisions(id: number) {
      await read(id, true, new Date());
      const rows = await db
        .select()
        .from(entryRevisions)
        .where(and(eq(entryRevisions.collection, definition.name), eq(entryRevisions.entryId, id)))
        .orderBy(desc(entryRevisions.id))
        .limit(200);
      return revisionSummaries(db, rows);
    },
  };
}

/** The store of one collection. */
export type CollectionStore = ReturnType<typeof createCollectionStore>;
