import type { z } from '@hono/zod-openapi';
import type { Column, SQL } from 'drizzle-orm';
import type { events, news, partners, people, vacancies } from '../db/schema';

/** The tables of the editable collections; each has the workflow columns of migrations/0003. */
export type EntryTable =
  | typeof news
  | typeof events
  | typeof vacancies
  | typeof people
  | typeof partners;

/** One key of a list's order; the entry id always follows the keys, in the same direction. */
export interface SortKey {
  /** The expression sorted on. */
  expression: SQL | Column;
  /** Its SQL type, so a cursor value compares as the column does. */
  type: 'date' | 'integer' | 'text';
  /** The value of the key in an entry as the API shows it. */
  value(entry: Record<string, unknown>): string | number;
}

/** How a list is ordered: keys, then id, all ascending or all descending (so a row comparison pages it). */
export interface ListOrder {
  keys: SortKey[];
  direction: 'asc' | 'desc';
}

/** What the generic routes need to know about one collection. */
export interface CollectionDefinition {
  /** The path segment and the name in the audit log: `news`, `events`, ... */
  name: 'news' | 'events' | 'vacancies' | 'people' | 'partners';
  /** The OpenAPI name of an entry, such as `NewsItem`; inputs are `New{entryName}`, `{entryName}Update`. */
  entryName: string;
  /** One entry in words, for audit summaries: "news item". */
  singular: string;
  table: EntryTable;
  /** Fields a create must carry. */
  required: z.ZodRawShape;
  /** Fields a create may leave out; see `defaults`. */
  optional: z.ZodRawShape;
  /** Values of the optional fields left out of a create (today is Lusaka's date). */
  defaults(today: string): Record<string, unknown>;
  /** The entry as the API shows it (named in the OpenAPI document). */
  entry: z.ZodObject;
  /** Extra list query parameters, such as `when` or `group`. */
  listParams: z.ZodRawShape;
  /** The list's order for these parameters. */
  order(params: Record<string, unknown>): ListOrder;
  /** Conditions the list parameters add (today is Lusaka's date at `now`, the server's clock). */
  filters(params: Record<string, unknown>, today: string, now: Date): SQL[];
  /** Columns `q` searches in the studio view. */
  searchColumns: Column[];
  /** A short name of an entry for audit summaries, such as its title. */
  title(entry: Record<string, unknown>): string;
  /** A rule across fields (an event ending before it starts); the message of a 400, or undefined. */
  check?(entry: Record<string, unknown>): string | undefined;
  /** Summary of the list route in the OpenAPI document. */
  listSummary: string;
}
