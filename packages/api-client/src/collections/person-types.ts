import type {
  EntryListParams,
  EntryState,
  EntryWorkflowInput,
  Picture,
  PictureInput,
} from './entry-types';

/** Someone who serves the association: an office bearer, a committee member or staff. */
export interface Person extends EntryState {
  name: string;
  gender: 'female' | 'male' | null;
  /** Their position, such as "President". */
  position: string;
  /** Term of office, such as "2024 to 2027", or `null`. */
  tenure: string | null;
  about: string | null;
  qualifications: string | null;
  contributions: string | null;
  /** `https:` address of their publications, or `null`. */
  publicationsUrl: string | null;
  email: string | null;
  photo: Picture | null;
  /**
   * Where they are listed: a governance entry's slug or a committee's slug from
   * `@coaz/content-data`, or `'employees'` for the staff list.
   */
  group: string;
  /** Place within the group, lowest first; ties sort by name. */
  order: number;
}

/** What an editor sends to add a person; `{ name, position, group }` is enough. */
export interface NewPerson extends EntryWorkflowInput {
  name: string;
  position: string;
  group: string;
  gender?: 'female' | 'male' | null;
  tenure?: string | null;
  about?: string | null;
  qualifications?: string | null;
  contributions?: string | null;
  publicationsUrl?: string | null;
  email?: string | null;
  photo?: PictureInput | null;
  /** @default 0 */
  order?: number;
}

/** An edit of a person: the fields to change, and the `version` that was read. */
export interface PersonUpdate extends Partial<NewPerson> {
  version: number;
}

/** Parameters of the people list. */
export interface PersonListParams extends EntryListParams {
  /** Only the people of this governance entry, committee or `'employees'`. */
  group?: string;
}
