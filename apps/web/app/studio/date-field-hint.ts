import { serverNow } from '../api/server-clock';
import { lusakaToday } from '../dates/lusaka-time';
import { dateReadBack } from './date-read-back';
import type { FieldSpec } from './field-spec';

/**
 * What a date field says under itself: its own hint, the chosen date read back in words
 * (`dateReadBack`), and, for a field whose date means something ends (`whenPast`), that the day
 * has already gone by in Lusaka (or, for one where a later day is a likely slip, `whenAhead`,
 * that it is still to come) (by the server's clock, which decides it). Said, not refused: a past date is how an editor closes a vacancy
 * sooner, but a typing slip (2025 for 2026) would otherwise publish a post nobody can see.
 */
export function dateFieldHint(
  field: FieldSpec,
  value: string,
  today = lusakaToday(serverNow()),
): string | undefined {
  const readBack = dateReadBack(value);
  const past = readBack && field.whenPast && value < today ? field.whenPast : undefined;
  const ahead = readBack && field.whenAhead && value > today ? field.whenAhead : undefined;
  return [field.hint, readBack, past, ahead].filter(Boolean).join(' ') || undefined;
}
