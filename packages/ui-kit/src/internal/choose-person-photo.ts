import type { ImageSource } from '../image/image-source';
import type { DefaultPersonPhotos, PersonDetails } from '../person/person-details';

/**
 * The person's own photo, else the default picture for their gender (decorative, so its alt text
 * is empty: it shows nobody in particular), else nothing.
 */
export function choosePersonPhoto(
  person: Pick<PersonDetails, 'photo' | 'gender'>,
  defaults?: DefaultPersonPhotos,
): ImageSource | undefined {
  if (person.photo) return person.photo;
  if (person.gender && defaults) return { ...defaults[person.gender], alt: '' };
  return undefined;
}
