import { parseNewsDate } from '@coaz/content-data';

/** A news date as published, as an ISO date the kit's cards format, or undefined when unreadable. */
export function newsIsoDate(published: string): string | undefined {
  return parseNewsDate(published)?.toISOString().slice(0, 10);
}
