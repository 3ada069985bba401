import { z } from '@hono/zod-openapi';
import { partners } from '../db/schema';
import { plainText } from '../http/input-schemas';
import type { CollectionDefinition } from './collection-definition';
import { EntryStateShape, httpsUrl, Picture, PictureInput } from './entry-schemas';

/** Partners: by `order`, then name. */
export const partnerCollection: CollectionDefinition = {
  name: 'partners',
  singular: 'partner',
  entryName: 'Partner',
  table: partners,
  required: {
    name: plainText(1, 200),
    description: plainText(1, 2_000),
  },
  optional: {
    logo: PictureInput.nullable(),
    url: httpsUrl().nullable(),
    order: z.number().int().min(-100_000).max(100_000),
  },
  defaults: () => ({ logo: null, url: null, order: 0 }),
  entry: z
    .object({
      ...EntryStateShape,
      name: z.string(),
      description: z.string(),
      logo: Picture.nullable(),
      url: z.string().nullable(),
      order: z.number().int(),
    })
    .openapi('Partner'),
  listParams: {},
  order: () => ({
    keys: [
      { expression: partners.order, type: 'integer', value: (entry) => Number(entry.order) },
      { expression: partners.name, type: 'text', value: (entry) => String(entry.name) },
    ],
    direction: 'asc',
  }),
  filters: () => [],
  searchColumns: [partners.name, partners.description],
  title: (entry) => String(entry.name),
  listSummary: 'Organisations the association works with, by order then name',
};
