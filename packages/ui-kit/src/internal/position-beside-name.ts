import type { PersonDetails } from '../person/person-details';

/**
 * The position to show under a person's name, or `undefined` where it would only repeat the name:
 * an office nobody is named in yet is headed by its title (the National Program Coordinator's
 * seat), and a second line reading the same title again says nothing new.
 */
export function positionBesideName({
  name,
  position,
}: Pick<PersonDetails, 'name' | 'position'>): string | undefined {
  const shown = position.trim();
  if (!shown || shown.toLowerCase() === name.trim().toLowerCase()) return undefined;
  return position;
}
