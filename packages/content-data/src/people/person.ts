import type { SiteImage } from '../site-image/site-image';

/** A person's gender as the association records it, used to pick a default picture. */
export type PersonGender = 'male' | 'female';

/** The picture shown for a man with no photograph on file. */
export const defaultMaleImage: SiteImage = {
  src: 'people/default-male.svg',
  alt: 'Outline portrait of a man, shown where no photograph is available',
  width: 400,
  height: 400,
};

/** The picture shown for a woman with no photograph on file. */
export const defaultFemaleImage: SiteImage = {
  src: 'people/default-female.svg',
  alt: 'Outline portrait of a woman, shown where no photograph is available',
  width: 400,
  height: 400,
};

/** The picture shown for an office whose holder the site does not name. */
export const defaultOfficeImage: SiteImage = {
  src: 'people/default-office.svg',
  alt: 'Outline of a person with the association badge, shown for an office',
  width: 400,
  height: 400,
};

/**
 * The default picture for a person: by gender when known, otherwise the office picture.
 *
 * @example defaultPersonImage('female').src // 'people/default-female.svg'
 */
export function defaultPersonImage(gender?: PersonGender): SiteImage {
  if (gender === 'male') return defaultMaleImage;
  if (gender === 'female') return defaultFemaleImage;
  return defaultOfficeImage;
}

/**
 * A leader's profile on a governance page.
 *
 * The site names only people the association has published; where the holder of an office is not
 * named here, `name` is absent and pages show the position alone.
 */
export interface Person {
  /** The holder's name, when published; absent means "show the position alone". */
  name?: string;
  /** The holder's gender when known; picks the default picture. */
  gender?: PersonGender;
  /** The office held, e.g. "President". */
  position: string;
  /** The term of office, e.g. "2022 to 2026". */
  tenure: string;
  /** Paragraphs on the office and what its holder does. */
  about: string[];
  /** What the constitution requires of the holder of the office. */
  qualifications: string[];
  /** What the office has delivered during the term in `tenure` (its holders' record, not the office's). */
  contributions: string[];
  /** Where the holder's publications are listed, when there are any. */
  publicationsLink?: string;
  /** Address to write to: the association's general contact, never a personal address. */
  email: string;
  /** Photograph, or the default picture. */
  image: SiteImage;
}

/** A seat on a committee or board: the position, and its holder's name when published. */
export interface CompositionMember {
  /** The holder's name, when published; absent means "show the position alone". */
  name?: string;
  /** The seat, e.g. "Chairperson". */
  position: string;
  /** Photograph, or the default picture. */
  image: SiteImage;
}
