// Imported by every page (the site's providers) and by /login: nothing here may pull in the
// studio's forms or the site's content, only types.
import type { FormValues, PictureDraft } from './field-spec';
import type { PublicationChoice } from './publication';

/** A picture as kept: its saved address, alt text and focal point; a chosen file is not kept. */
export type KeptPicture = Omit<PictureDraft, 'file'> & { file: null };

/**
 * What a studio form held, unsaved, when the session ended: enough to open the same form again
 * with the same text once the editor has logged in.
 */
export interface KeptDraft {
  /** The collection (`events`), as the studio's address names its section. */
  section: string;
  /** The entry being edited, or `null` for a new one. */
  entryId: number | null;
  /** One entry of the collection, for sentences: "event". */
  singular: string;
  /** The entry's name as typed, or '' when none was. */
  title: string;
  /** Who was typing, so another member logging in here is not shown it. */
  username: string | null;
  /** The form's values; pictures without their chosen files. */
  values: Record<string, string | KeptPicture | null>;
  /** The publication chosen; none for the notices, which have no publication. */
  choice?: PublicationChoice | undefined;
  /** The entry as it was opened (its `version` above all), or `null` for a new one. */
  base: Record<string, unknown> | null;
  /** Names of files chosen for a picture but not uploaded: a file cannot be kept. */
  droppedFiles: string[];
  /** When it was kept (ISO). */
  keptAt: string;
  /**
   * Where the form opens again after the login, for a member form kept the same way (the profile:
   * `/dashboard`); the studio's section when none.
   */
  path?: string | undefined;
  /**
   * What the login says was not saved, for a member form: "Your session ended before your
   * payment was sent."; the studio's wording (by `singular` and `title`) when none.
   */
  unsavedNote?: string | undefined;
}

/** What {@link keptDraftOf} needs of an open form. */
export interface OpenDraft {
  section: string;
  singular: string;
  entry: { id: number } | undefined;
  /** The name of the field that names the entry (`title`, `position`, `name`). */
  titleField: string | undefined;
  values: Record<string, string | PictureDraft | null>;
  choice?: PublicationChoice | undefined;
  username: string | null;
}

/**
 * An open form's values as they can be kept: text as typed, and each picture with its saved
 * address, alt text and focal point; a chosen file cannot be stored, so its name is listed to say so.
 */
export function keptDraftOf(open: OpenDraft, now = new Date()): KeptDraft {
  const values: KeptDraft['values'] = {};
  const droppedFiles: string[] = [];
  for (const [name, value] of Object.entries(open.values)) {
    if (value === null || typeof value === 'string') {
      values[name] = value;
      continue;
    }
    if (value.file) droppedFiles.push(value.file.name);
    // Alt text and focal point stay with the saved picture, and come with the file chosen again.
    values[name] = value.url ? { ...value, file: null } : null;
  }
  const title = open.titleField ? open.values[open.titleField] : undefined;
  return {
    section: open.section,
    entryId: open.entry?.id ?? null,
    singular: open.singular,
    title: typeof title === 'string' ? title.trim() : '',
    username: open.username,
    values,
    choice: open.choice,
    base: (open.entry as Record<string, unknown> | undefined) ?? null,
    droppedFiles,
    keptAt: now.toISOString(),
  };
}

/**
 * A form's starting values: the saved ones, each replaced by what was kept of it when a draft is
 * restored. Only the form's own fields: a kept value of a field the form no longer has is left.
 */
export function valuesWithKept(saved: FormValues, kept: KeptDraft | undefined): FormValues {
  if (!kept) return saved;
  return Object.fromEntries(
    Object.entries(saved).map(([key, value]) => [
      key,
      key in kept.values ? (kept.values[key] ?? null) : value,
    ]),
  );
}

/** Reads what an open form holds, or `undefined` when nothing in it is unsaved. */
export type UnsavedDraftSource = () => KeptDraft | undefined;

const KEY_PREFIX = 'coaz.studio.unsaved.';

/** Where a form's draft is kept: by section and entry, `coaz.studio.unsaved.events.12`. */
export function keptDraftKey(section: string, entryId: number | null): string {
  return `${KEY_PREFIX}${section}.${entryId ?? 'new'}`;
}

/** The address that opens a draft's form again: its own `path`, else its studio section. */
export function keptDraftPath(draft: Pick<KeptDraft, 'section' | 'path'>): string {
  return draft.path ?? `/dashboard?mode=edit&section=${encodeURIComponent(draft.section)}`;
}

/** Whether a kept draft may be shown to `username`: the member who typed it only. */
export function isKeptFor(draft: Pick<KeptDraft, 'username'>, username: string): boolean {
  return draft.username === null || draft.username.toLowerCase() === username.toLowerCase();
}

/**
 * Where the site goes when the session ends, whether or not something was kept: the login, whose
 * query also starts the page's app at once, so the note saying what happened shows without a tap.
 */
export const SIGNED_OUT_LOGIN_PATH = '/login?session=ended';

const openForms = new Set<UnsavedDraftSource>();

/**
 * Lets {@link keepUnsavedDrafts} read an open form while it is open. Returns the function that
 * stops it (on closing the form).
 */
export function watchUnsavedDraft(source: UnsavedDraftSource): () => void {
  openForms.add(source);
  return () => {
    openForms.delete(source);
  };
}

/**
 * Whether an open form watched by {@link watchUnsavedDraft} holds unsaved text now: the studio's
 * forms and the member forms that keep their text at a session's end (the profile editor, the
 * payment). The header's Log out asks by it, as the member forms have no other way to say so.
 */
export function unsavedDraftsOpen(): boolean {
  for (const source of openForms) if (source()) return true;
  return false;
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // A browser that blocks storage throws on reading the property.
    return undefined;
  }
}

// Set once the session's end kept the open forms' text: the page is leaving for the login then,
// and asking "leave this page?" would only get in the way of what is already safe.
let keptAtSessionEnd = false;

/** Whether the session ended and {@link keepUnsavedDrafts} kept what the open forms held. */
export function draftsKeptAtSessionEnd(): boolean {
  return keptAtSessionEnd;
}

/**
 * Clears {@link draftsKeptAtSessionEnd}. A real page never needs it (the session's end leaves the
 * page for the login, a new page load); the unit tests share one page, and their setup file
 * (`session-end-test-setup.ts`) calls it after every test.
 */
export function forgetSessionEnd(): void {
  keptAtSessionEnd = false;
}

/**
 * Keeps what every open studio form holds unsaved in the tab's session storage (it lives as long
 * as the tab, and goes with it), and gives what was kept. Called when the session ends. A
 * browser that refuses to store keeps nothing, and says so by the empty answer.
 */
export function keepUnsavedDrafts(storage = defaultStorage()): KeptDraft[] {
  if (!storage) return [];
  const kept: KeptDraft[] = [];
  for (const source of openForms) {
    const draft = source();
    if (!draft) continue;
    try {
      storage.setItem(keptDraftKey(draft.section, draft.entryId), JSON.stringify(draft));
      kept.push(draft);
    } catch {
      // Storage full or switched off: this one cannot be kept.
    }
  }
  if (kept.length > 0) keptAtSessionEnd = true;
  return kept;
}

function isKeptDraft(value: unknown): value is KeptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<KeptDraft>;
  return (
    typeof draft.section === 'string' &&
    (draft.entryId === null || typeof draft.entryId === 'number') &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    (draft.choice === undefined || (typeof draft.choice === 'object' && draft.choice !== null)) &&
    (draft.path === undefined ||
      (typeof draft.path === 'string' && /^\/(?!\/)/.test(draft.path))) &&
    typeof draft.keptAt === 'string'
  );
}

/** Every kept draft in the tab, newest first; what cannot be read is passed over. */
export function readKeptDrafts(storage = defaultStorage()): KeptDraft[] {
  if (!storage) return [];
  const drafts: KeptDraft[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(KEY_PREFIX)) continue;
      try {
        const draft: unknown = JSON.parse(storage.getItem(key) ?? '');
        if (isKeptDraft(draft)) drafts.push(draft);
      } catch {
        // Not ours, or damaged: left alone.
      }
    }
  } catch {
    return [];
  }
  return drafts.sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

/** Forgets a kept draft: it was saved, or the editor closed its form. */
export function forgetKeptDraft(
  section: string,
  entryId: number | null,
  storage = defaultStorage(),
): void {
  try {
    storage?.removeItem(keptDraftKey(section, entryId));
  } catch {
    // Nothing to forget where nothing can be stored.
  }
}
