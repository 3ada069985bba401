import {
  ApiError,
  ConflictError,
  type EntryState,
  NetworkError,
  TimeoutError,
} from '@coaz/api-client';
import { isPutBackAlready } from './put-back-announcement';
import type { StudioCollectionClient } from './studio-api';

/**
 * Whether a save failed with no answer at all (the signal dropped, or the answer took too long):
 * the server may have stored it before the answer was lost, so "not saved" would be a guess.
 */
export function answerLost(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError;
}

/** A value as text to compare: an object's keys in one order, so `{a,b}` equals `{b,a}`. */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

/**
 * Whether `entry`, as the server holds it now, already has every field of `sent` (what a save
 * sends): then that save arrived, even if its answer was lost on the way back. A field left out of
 * `sent` (`undefined`) is not compared; `publishAt` is compared as an instant, since the server
 * may write the same moment in another form.
 * @example holdsSave({ title: 'AGM', publishAt: null }, { title: 'AGM', publishAt: null }) // true
 */
export function holdsSave(entry: object, sent: Record<string, unknown>): boolean {
  const held = entry as Record<string, unknown>;
  return Object.entries(sent).every(([field, value]) => {
    if (value === undefined || field === 'version') return true;
    if (field === 'publishAt' && typeof value === 'string' && typeof held[field] === 'string') {
      return Date.parse(value) === Date.parse(held[field] as string);
    }
    return comparable(held[field]) === comparable(value);
  });
}

/**
 * Adds `sent` as a new entry, unless `triedBefore` (an earlier try of this form lost its answer)
 * and the studio list already holds an entry with all of it, found by its `title`: that try
 * arrived, and a second POST would publish the news item twice.
 */
export async function createOnce<T extends EntryState>(
  collection: StudioCollectionClient<T>,
  sent: Record<string, unknown>,
  title: string,
  triedBefore: boolean,
): Promise<T> {
  if (triedBefore && title !== '') {
    const { items } = await collection.list({ view: 'studio', q: title, limit: 100 });
    const arrived = items.find((entry) => holdsSave(entry, sent));
    if (arrived) return arrived;
  }
  return collection.create(sent);
}

/**
 * Saves an edit over `version`. A 409 is someone else's save, unless the entry as saved now holds
 * all of `sent`: then it is this editor's own earlier try whose answer was lost (a second press
 * of Save after "Could not reach the server"), or nothing is left to save; either way it is
 * saved, and "Another editor saved this" would be untrue.
 * @throws {ConflictError} when the entry saved now differs from `sent`.
 */
export async function updateOnce<T extends EntryState>(
  collection: StudioCollectionClient<T>,
  id: number,
  sent: Record<string, unknown>,
  version: number,
): Promise<T> {
  try {
    return await collection.update(id, { ...sent, version });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const latest = await collection.get(id, { view: 'studio' }).catch(() => undefined);
    if (latest && holdsSave(latest, sent)) return latest;
    throw error;
  }
}

/**
 * What the next save does with an entry, or a notice, another editor deleted while the form was
 * open: `putBack` puts it back as the form read it (at the version it opened), then `update`
 * saves the typing over it, so it keeps its id (its address, perhaps shared already) and its
 * history. Decided after the secretariat's tour: the forms said "save again to add it as a new
 * news item" (or notice), and the save did, under a new address with its history begun again,
 * the very loss the put-back was made to spare. When it was put back already (by another editor,
 * or by this form's earlier try whose answer was lost) the typing is saved over it all the same;
 * when it cannot be put back as this form read it (deleted at another version, or purged),
 * `addAnew` adds it as a new one, as before. Shared by the studio's entry form
 * ({@link putBackThenUpdate}) and the notices' editor (`contents/content-editor.tsx`).
 */
export async function putBackThen<T>(
  putBack: () => Promise<unknown>,
  save: { update: () => Promise<T>; addAnew: () => Promise<T> },
): Promise<T> {
  try {
    await putBack();
  } catch (error) {
    if (!(error instanceof ApiError) || ![404, 409].includes(error.status)) throw error;
    if (!isPutBackAlready(error)) return save.addAnew();
  }
  return save.update();
}

/**
 * Saves an edit of a collection's entry another editor deleted while the form was open, as
 * {@link putBackThen} decides: put back, then saved over as {@link updateOnce} does, or added
 * anew as {@link createOnce} does.
 * @throws {ConflictError} when the entry, put back, differs from `sent` at another version.
 */
export async function putBackThenUpdate<T extends EntryState>(
  collection: StudioCollectionClient<T>,
  id: number,
  sent: Record<string, unknown>,
  version: number,
  title: string,
  triedBefore: boolean,
): Promise<T> {
  return putBackThen(() => collection.putBack(id, version), {
    update: () => updateOnce(collection, id, sent, version),
    addAnew: () => createOnce(collection, sent, title, triedBefore),
  });
}
