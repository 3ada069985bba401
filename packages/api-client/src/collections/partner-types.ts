import type { EntryState, EntryWorkflowInput, Picture, PictureInput } from './entry-types';

/** An organisation the association works with. */
export interface Partner extends EntryState {
  name: string;
  description: string;
  logo: Picture | null;
  /** `https:` address of their website, or `null`. */
  url: string | null;
  /** Place in the list, lowest first; ties sort by name. */
  order: number;
}

/** What an editor sends to add a partner; `{ name, description }` is enough. */
export interface NewPartner extends EntryWorkflowInput {
  name: string;
  description: string;
  logo?: PictureInput | null;
  url?: string | null;
  /** @default 0 */
  order?: number;
}

/** An edit of a partner: the fields to change, and the `version` that was read. */
export interface PartnerUpdate extends Partial<NewPartner> {
  version: number;
}
