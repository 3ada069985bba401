import { committees, governanceEntries } from '@coaz/content-data';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { people } from '../db/schema';
import { plainText } from '../http/input-schemas';
import type { CollectionDefinition } from './collection-definition';
import { EntryStateShape, httpsUrl, optionalText, Picture, PictureInput } from './entry-schemas';
import { termOfOffice, termRunsBackwards } from './term-of-office';

/** Where a person may be listed: a governance entry, a committee, or the staff list. */
export const PERSON_GROUPS: readonly string[] = [
  ...governanceEntries.map((entry) => entry.slug),
  ...committees.map((committee) => committee.slug),
  'employees',
];

const Group = z
  .string()
  .refine((value) => PERSON_GROUPS.includes(value), {
    message: `must be a governance entry or committee slug, or employees (${PERSON_GROUPS.join(', ')})`,
  })
  .openapi({ enum: [...PERSON_GROUPS] });

/** People: by group, then `order`, then name. */
export const personCollection: CollectionDefinition = {
  name: 'people',
  singular: 'person',
  entryName: 'Person',
  table: people,
  required: {
    name: plainText(1, 200),
    position: plainText(1, 200),
    group: Group,
  },
  optional: {
    gender: z.enum(['female', 'male']).nullable(),
    // One way of writing a term across the site (`term-of-office.ts`).
    tenure: optionalText(100)
      .transform((tenure) => (tenure === null ? null : termOfOffice(tenure)))
      .refine(
        (tenure) => tenure === null || !termRunsBackwards(tenure),
        'must not end before it starts: give the first year first, such as 2021 to 2025',
      ),
    about: optionalText(10_000),
    qualifications: optionalText(5_000),
    contributions: optionalText(5_000),
    publicationsUrl: httpsUrl().nullable(),
    email: z.email().max(320).nullable(),
    photo: PictureInput.nullable(),
    order: z.number().int().min(-100_000).max(100_000),
  },
  defaults: () => ({
    gender: null,
    tenure: null,
    about: null,
    qualifications: null,
    contributions: null,
    publicationsUrl: null,
    email: null,
    photo: null,
    order: 0,
  }),
  entry: z
    .object({
      ...EntryStateShape,
      name: z.string(),
      gender: z.enum(['female', 'male']).nullable(),
      position: z.string(),
      tenure: z.string().nullable(),
      about: z.string().nullable(),
      qualifications: z.string().nullable(),
      contributions: z.string().nullable(),
      publicationsUrl: z.string().nullable(),
      email: z.string().nullable(),
      photo: Picture.nullable(),
      group: z.string(),
      order: z.number().int(),
    })
    .openapi('Person'),
  listParams: {
    group: Group.optional().openapi({ description: 'Only the people of this group' }),
  },
  order: () => ({
    keys: [
      { expression: people.order, type: 'integer', value: (entry) => Number(entry.order) },
      { expression: people.name, type: 'text', value: (entry) => String(entry.name) },
    ],
    direction: 'asc',
  }),
  filters: (params) => (typeof params.group === 'string' ? [eq(people.group, params.group)] : []),
  searchColumns: [people.name, people.position],
  title: (entry) => String(entry.name),
  listSummary: 'Office bearers, committee members and staff, by order then name',
};
