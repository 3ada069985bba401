import type { ImageSource } from '../image/image-source';

/** Used to choose a default picture for people without a photo. */
export type PersonGender = 'female' | 'male';

/** The pictures shown for people without a photo of their own. */
export type DefaultPersonPhotos = Record<PersonGender, ImageSource>;

/** A person of the association: a leader, a committee member, a staff member. */
export interface PersonDetails {
  /** Full name, as the heading of the card and the dialog. */
  name: string;
  /**
   * The office held, e.g. 'National President', shown under the name. An office nobody is named
   * in yet may give its title as `name` too: the cards and the profile then show it once.
   */
  position: string;
  /** When they have held the position, e.g. '2021 to 2025'. */
  tenure?: string;
  /** An address to write to, shown in the dialog as a `mailto:` link. */
  email?: string;
  /** A paragraph about the person. */
  about?: string;
  /** Listed in the dialog, one item each. */
  qualifications?: string[];
  /** What they have done for the association, listed in the dialog. */
  contributions?: string[];
  /** Their photo; without one, the default picture for their `gender`. */
  photo?: ImageSource;
  /** Picks the default picture when there is no `photo`. */
  gender?: PersonGender;
}
