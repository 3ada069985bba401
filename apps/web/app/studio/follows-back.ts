import type { FieldSpec, FormValues } from './field-spec';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The form's values once `changed` is typed, with each untouched field that `followsBackTo` it
 * moved to match: its starting day, or the changed day when that is earlier. A new vacancy's
 * Posted on starts at today; given a closing date already past (a vacancy filed after it
 * closed), it was refused as "closes before it was posted", and the officer had to find and
 * change a field they never touched. A day the officer typed there is kept, and the refusal
 * stands, since then the two days are theirs to reconcile.
 */
export function withFollowers(
  fields: readonly FieldSpec[],
  values: FormValues,
  changed: string,
  touched: ReadonlySet<string>,
  start: FormValues,
): FormValues {
  const day = values[changed];
  let next = values;
  for (const follower of fields) {
    if (follower.followsBackTo !== changed || touched.has(follower.name)) continue;
    const first = start[follower.name];
    if (typeof first !== 'string') continue;
    const value = typeof day === 'string' && DAY.test(day) && day < first ? day : first;
    if (next[follower.name] !== value) next = { ...next, [follower.name]: value };
  }
  return next;
}
