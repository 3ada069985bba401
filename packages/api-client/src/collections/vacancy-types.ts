import type {
  EntryListParams,
  EntryState,
  EntryWorkflowInput,
  Picture,
  PictureInput,
} from './entry-types';

/** A post the association or a partner employer is filling, on the careers page. */
export interface Vacancy extends EntryState {
  position: string;
  company: string;
  logo: Picture | null;
  country: string;
  province: string | null;
  district: string | null;
  /** Number of posts, 1 or more. */
  numberOfVacancies: number;
  /** `YYYY-MM-DD` */
  postedOn: string;
  /** Last day to apply, `YYYY-MM-DD`; the post is open until the end of that day in Zambia. */
  closingOn: string;
  /** Requirements and notes, one per line of the advert. */
  comments: string[];
}

/** What an editor sends to create a vacancy; `{ position, company, closingOn }` is enough. */
export interface NewVacancy extends EntryWorkflowInput {
  position: string;
  company: string;
  closingOn: string;
  logo?: PictureInput | null;
  /** @default 'Zambia' */
  country?: string;
  province?: string | null;
  district?: string | null;
  /** @default 1 */
  numberOfVacancies?: number;
  /** @default today in Zambia */
  postedOn?: string;
  /** @default [] */
  comments?: string[];
}

/** An edit of a vacancy: the fields to change, and the `version` that was read. */
export interface VacancyUpdate extends Partial<NewVacancy> {
  version: number;
}

/** Parameters of the vacancies list. */
export interface VacancyListParams extends EntryListParams {
  /**
   * By Zambia's date: `open` (closing today or later, soonest closing first), `closed` or `all`.
   * @default 'all'
   */
  when?: 'open' | 'closed' | 'all';
}
