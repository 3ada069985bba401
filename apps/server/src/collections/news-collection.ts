import { z } from '@hono/zod-openapi';
import { news } from '../db/schema';
import { plainText } from '../http/input-schemas';
import type { CollectionDefinition } from './collection-definition';
import { EntryStateShape, isoDay, optionalText, Picture, PictureInput } from './entry-schemas';

/**
 * How much of a news item's date the site shows: the day ("16 October 2024"), the month alone
 * ("October 2024"), the year alone, or no date. `date` is still the day it is listed by: the
 * first day of its month or year, or any day that places an undated item among the others.
 */
const DatePrecision = z.enum(['day', 'month', 'year', 'undated']).openapi({
  description:
    "How much of `date` is shown: 'day', 'month' (\"October 2024\"), 'year', or 'undated' (no date; `date` only places the item in the list). Default 'day'.",
});

/** News items: newest date first. */
export const newsCollection: CollectionDefinition = {
  name: 'news',
  singular: 'news item',
  entryName: 'NewsItem',
  table: news,
  required: {
    title: plainText(1, 200),
    body: plainText(1, 20_000),
    date: isoDay(),
  },
  optional: {
    datePrecision: DatePrecision,
    tag: optionalText(60),
    picture: PictureInput.nullable(),
  },
  defaults: () => ({ datePrecision: 'day', tag: null, picture: null }),
  entry: z
    .object({
      ...EntryStateShape,
      title: z.string(),
      body: z.string(),
      date: z.string().openapi({ format: 'date' }),
      datePrecision: DatePrecision,
      tag: z.string().nullable(),
      picture: Picture.nullable(),
    })
    .openapi('NewsItem'),
  listParams: {},
  order: () => ({
    keys: [{ expression: news.date, type: 'date', value: (entry) => String(entry.date) }],
    direction: 'desc',
  }),
  filters: () => [],
  searchColumns: [news.title, news.body, news.tag],
  title: (entry) => String(entry.title),
  listSummary: 'News items, newest date first',
};
