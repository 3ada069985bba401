// The published entries of the editable collections as the pages use them: @coaz/api-client's
// types, named once here so each page imports what it shows from one place.
export type {
  EntryPage,
  EventEntry,
  NewsItem,
  Partner,
  Person,
  Picture,
  Vacancy,
} from '@coaz/api-client';
