import type { FieldSpec } from './field-spec';

const names = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** A field as the histories compare it: its name in the saved record and its label in the form. */
export type ComparedField = Pick<FieldSpec, 'name' | 'label'>;

/** An entry's publication, which its form sets in a field of its own. */
export const PUBLICATION_FIELDS = [
  { name: 'status', label: 'Publication' },
  { name: 'publishAt', label: 'Publication' },
] as const;

/** The fields whose values differ between two saved versions, in the form's order. */
export function changedFields<F extends ComparedField>(
  saved: object,
  before: object,
  fields: readonly F[],
): F[] {
  const value = (record: object, name: string) =>
    JSON.stringify((record as Record<string, unknown>)[name] ?? null);
  return fields.filter((field) => value(saved, field.name) !== value(before, field.name));
}

/**
 * What a saved version changed against the one before, by the form's labels: "changed “Tag” and
 * “Text”", or "saved with nothing changed". The entries' history and the site settings' both say
 * it, so an editor looking for the version before a mistake can tell the versions apart.
 */
export function changesSaid(
  saved: object,
  before: object,
  fields: readonly ComparedField[],
): string {
  const changed = changedFields(saved, before, fields);
  if (changed.length === 0) return 'saved with nothing changed';
  // Two fields of one control (the publication's status and time) are named once.
  const labels = [...new Set(changed.map((field) => field.label))];
  return `changed ${names.format(labels.map((label) => `“${label}”`))}`;
}
