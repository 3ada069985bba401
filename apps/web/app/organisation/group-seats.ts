import { committees, employees, governanceEntries } from '@coaz/content-data';
import type { Seat } from './placed-people';

/**
 * The seats a people group's public page places editors' people in: a governing body's leaders
 * (or, with none, its composition), a committee's composition, or the secretariat's posts; none
 * for a group the site has no page of seats for. The studio offers their positions as the
 * Position field is typed, and the site search writes a position as its seat does.
 */
export function groupSeats(group: unknown): readonly Seat[] {
  const entry = governanceEntries.find((candidate) => candidate.slug === group);
  if (entry) return entry.leaders.length > 0 ? entry.leaders : entry.composition;
  if (group === 'employees') return employees;
  return committees.find((committee) => committee.slug === group)?.composition ?? [];
}
