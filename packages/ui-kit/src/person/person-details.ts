import type { ImageSource } from '../image/image-source';

/** Used to choose a default picture for people without a photo. */
export type PersonGender = 'female' | 'male';

/** The pictures shown for people without a photo of their own. */
export type DefaultPersonPhotos = Record<PersonGender, ImageSource>;

/** A person of the association: a leader, a committee member, a staff member. */
export interface PersonDetails {
  name: string;
  position: string;
  /** When they have held the position, e.g. '2021 to 2025'. */
  tenure?: string;
  email?: string;
  /** A paragraph about the person. */
  about?: string;
  qualifications?: string[];
  contributions?: string[];
  photo?: ImageSource;
  gender?: PersonGender;
}
