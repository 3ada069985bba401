import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { vacancies } from '../db/schema';
import { plainText } from '../http/input-schemas';
import type { CollectionDefinition } from './collection-definition';
import { EntryStateShape, isoDay, optionalText, Picture, PictureInput } from './entry-schemas';

/** Vacancies: `when=open` (closing today or later in Lusaka, soonest closing first), `closed`, or all. */
export const vacancyCollection: CollectionDefinition = {
  name: 'vacancies',
  singular: 'vacancy',
  entryName: 'Vacancy',
  table: vacancies,
  required: {
    position: plainText(1, 200),
    company: plainText(1, 200),
    closingOn: isoDay(),
  },
  optional: {
    logo: PictureInput.nullable(),
    country: plainText(1, 100),
    province: optionalText(100),
    district: optionalText(100),
    numberOfVacancies: z.number().int().min(1).max(10_000),
    postedOn: isoDay(),
    comments: z.array(plainText(1, 2_000)).max(50),
  },
  defaults: (today) => ({
    logo: null,
    country: 'Zambia',
    province: null,
    district: null,
    numberOfVacancies: 1,
    postedOn: today,
    comments: [],
  }),
  entry: z
    .object({
      ...EntryStateShape,
      position: z.string(),
      company: z.string(),
      logo: Picture.nullable(),
      country: z.string(),
      province: z.string().nullable(),
      district: z.string().nullable(),
      numberOfVacancies: z.number().int(),
      postedOn: z.string().openapi({ format: 'date' }),
      closingOn: z.string().openapi({ format: 'date' }),
      comments: z.array(z.string()),
    })
    .openapi('Vacancy'),
  listParams: {
    when: z.enum(['open', 'closed', 'all']).default('all').openapi({
      description:
        "By Zambia's date: open (closing today or later, soonest closing first), closed or all (latest closing first)",
    }),
  },
  order: (params) => ({
    keys: [
      {
        expression: vacancies.closingOn,
        type: 'date',
        value: (entry) => String(entry.closingOn),
      },
    ],
    direction: params.when === 'open' ? 'asc' : 'desc',
  }),
  filters: (params, today) => {
    if (params.when === 'open') return [sql`${vacancies.closingOn} >= ${today}::date`];
    if (params.when === 'closed') return [sql`${vacancies.closingOn} < ${today}::date`];
    return [];
  },
  searchColumns: [vacancies.position, vacancies.company, vacancies.district],
  title: (entry) => `${entry.position} (${entry.company})`,
  check: (entry) =>
    String(entry.closingOn) < String(entry.postedOn)
      ? 'closingOn: must not be before the posting date'
      : undefined,
  listSummary: 'Posts on the careers page',
};
