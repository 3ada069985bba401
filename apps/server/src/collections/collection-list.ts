import type { CollectionDefinition } from './collection-definition';
import { eventCollection } from './event-collection';
import { newsCollection } from './news-collection';
import { partnerCollection } from './partner-collection';
import { personCollection } from './person-collection';
import { vacancyCollection } from './vacancy-collection';

/** Every editable collection, in the order the studio lists them. */
export const COLLECTIONS: readonly CollectionDefinition[] = [
  newsCollection,
  eventCollection,
  vacancyCollection,
  personCollection,
  partnerCollection,
];
