import type { FieldErrors } from './field-spec';

/**
 * The messages of `shown` that still hold once the form's own checks have run again and found
 * `found`. A message those checks made (its key in `ownChecks`) takes their new words, or goes
 * once they find nothing wrong there; any other (the server's, a refused file's, the form's)
 * stays, since only another save can check it again.
 * @example stillToFix({ title: 'Enter the title' }, {}, new Set(['title'])) // {}
 */
export function stillToFix(
  shown: FieldErrors,
  found: FieldErrors,
  ownChecks: ReadonlySet<string>,
): FieldErrors {
  const kept: FieldErrors = {};
  for (const [key, message] of Object.entries(shown)) {
    const now = ownChecks.has(key) ? found[key] : message;
    if (now) kept[key] = now;
  }
  return kept;
}
