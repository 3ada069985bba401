import type { CollectionName } from './studio-api';

/**
 * Every collection the studio edits, in the sidebar's order, by the name of its section. Kept
 * apart from the collections' forms (collections.ts, which the studio alone needs) because every
 * dashboard builds its sidebar and reads its address with them (studio-sections.ts): importing the
 * forms there sent each member the studio's fields and the association's committees and
 * governance, about 12 kB over the wire, for a sidebar they never see.
 */
export const COLLECTION_LABELS = {
  news: 'News',
  events: 'Events',
  vacancies: 'Vacancies',
  people: 'People',
  partners: 'Partners',
} as const satisfies Record<CollectionName, string>;

/** Whether `value` names a collection. */
export function isCollectionName(value: string): value is CollectionName {
  return Object.hasOwn(COLLECTION_LABELS, value);
}
