import { z } from '@hono/zod-openapi';
import { news } from '../db/schema';
import { plainText } from '../http/input-schemas';
import type { CollectionDefinition } from './collection-definition';
import { EntryStateShape, isoDay, optionalText, Picture, PictureInput } from './entry-schemas';

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
    tag: optionalText(60),
    picture: PictureInput.nullable(),
  },
  defaults: () => ({ tag: null, picture: null }),
  entry: z
    .object({
      ...EntryStateShape,
      title: z.string(),
      body: z.string(),
      date: z.string().openapi({ format: 'date' }),
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
