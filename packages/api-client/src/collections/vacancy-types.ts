// The vacancies collection's wire contract, as the server's OpenAPI document describes it; the
// list parameters are the client's own.
import type { EditorInput } from '../internal/editor-input';
import type { WireSchemas } from '../wire/wire-types';
import type { EntryListParams } from './entry-types';

/**
 * A post the association or a partner employer is filling, on the careers page: `position`,
 * `company` and its `logo`, where (`country`, `province`, `district`), `numberOfVacancies`,
 * `postedOn` and `closingOn` (`YYYY-MM-DD`) and `comments`.
 */
export type Vacancy = WireSchemas['Vacancy'];

/** What an editor sends to create a vacancy; `{ position, company, closingOn }` is enough. */
export type NewVacancy = EditorInput<WireSchemas['NewVacancy']>;

/** An edit of a vacancy: the fields to change, and the `version` that was read. */
export type VacancyUpdate = EditorInput<WireSchemas['VacancyUpdate']>;

/** Parameters of the vacancies list. */
export interface VacancyListParams extends EntryListParams {
  /**
   * By Zambia's date: `open` (closing today or later, soonest closing first), `closed` or `all`.
   * @default 'all'
   */
  when?: 'open' | 'closed' | 'all';
}
