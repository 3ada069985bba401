import type { WireSchemas } from '../wire/wire-types';

/**
 * `GET /api/constitution`: the whole constitution as the server indexed it. `source` is `pdf` when
 * the server indexed the adopted document (and offers it at `constitution/document`), `extracts`
 * when it fell back to content-data's summaries.
 */
export type ConstitutionDocument = WireSchemas['Constitution'];

/** A Part of the constitution: `number` as printed, `title` and the numbers of its Articles. */
export type ConstitutionPart = ConstitutionDocument['parts'][number];

/**
 * An Article: `number`, `title`, `partNumber` (absent outside any Part), `pageStart`/`pageEnd`,
 * `anchor` (the element id citations link to, such as `article-40`), `text` and `clauses`.
 */
export type ConstitutionArticle = ConstitutionDocument['articles'][number];

/** A clause of an Article: its `label` as printed (`(1)`, `(a)`) and its `text`. */
export type ConstitutionClause = ConstitutionArticle['clauses'][number];
