// The starter's recovery after a deploy (see "A deploy under the page" in start-on-demand.ts): the
// part of it that only a press on a page whose app's files a deploy removed needs, kept out of the
// starter that every page carries inline. The starter fetches it with `import()` only then, once
// the site has answered (so the connection is there), and on the page that reload opens.
//
// It is served at an address every build has (RECOVERY_ADDRESS in compile-starter.ts, not a hashed
// file under /assets that a deploy removes), so the page that needs it is one opened under an older build: its
// starter calls the newest build's `reloadForNewBuild`. That name, its one argument and the
// history-state key below are the contract between builds; change them only with a new address.
// Everything else (the mark's contents, the notes' words) is written and read by the same build:
// the mark by this file on the old page, and read by this file again on the new build's page.

/** The key of the mark in `history.state`; the starter reads it too (it imports nothing). */
export const RELOAD_MARK = 'coazReloadedForNewBuild';

/** What was pressed: a button that waited for the app, or the assistant's launcher. */
export type PressedControl = 'button' | 'assistant';

interface ReloadMark {
  pressed: PressedControl;
  /** What was typed, by field key ({@link fieldKey}); gone once it is back in the fields. */
  typed?: Record<string, string>;
  /** Whether a password was typed, which is never carried. */
  password?: boolean;
}

/** The starter's two notes, which this file uses to say what the reload did. */
export interface StarterNotes {
  /** In the site's toast. */
  showNote: (text: string, role: 'status') => void;
  /** In the assistant's corner; `later` fills its live region after it is in the page. */
  showOwnCodeNote: (text: string, role: 'status', later: boolean) => void;
}

const GONE = 'The site was updated while this page was open, so it has been opened again.';

/** A copy of `history.state` when it is an object (React Router's is), else an empty one. */
function historyState(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function textFields(): TextField[] {
  return [...document.querySelectorAll<TextField>('input, textarea')];
}

/** A field's place, the same in the new build's page: its name and its rank among namesakes. */
function fieldKey(field: TextField, fields: TextField[]): string | undefined {
  if (!field.name) return undefined;
  const namesakes = fields.filter((other) => other.name === field.name);
  return `${field.name} ${namesakes.indexOf(field)}`;
}

// Fields whose `value` is not text the visitor enters.
const NOT_TEXT = /^(checkbox|radio|file|hidden|submit|reset|button|image)$/;

/**
 * Marks this history entry with what was pressed and typed, and reloads the page, so the new
 * build's page names its new files. The starter calls it only where no mark is there yet.
 * What is typed is kept as the browser keeps a form: never a password, nor a field that asks not
 * to be (`autocomplete="off"` or `one-time-code`).
 */
export function reloadForNewBuild(pressed: PressedControl): void {
  const mark: ReloadMark = { pressed, typed: {} };
  const fields = textFields();
  for (const field of fields) {
    if (field.value === field.defaultValue) continue;
    if (field.type === 'password') {
      mark.password = true;
      continue;
    }
    const key = fieldKey(field, fields);
    if (!key || NOT_TEXT.test(field.type) || /^(off|one-time-code)$/.test(field.autocomplete))
      continue;
    if (mark.typed) mark.typed[key] = field.value;
  }
  history.replaceState({ ...historyState(), [RELOAD_MARK]: mark }, '');
  location.reload();
}

/**
 * On the page a reload for a new build opened, once it is parsed: gives back what was typed (into
 * fields still as the page came) and says so, and what to do next. What was typed then leaves the
 * history entry; the mark stays, against a second reload, until the app or the assistant runs.
 */
export function openedForNewBuild(notes: StarterNotes): Promise<void> {
  return new Promise((resolve) => {
    const restore = () => {
      restoreTyped(notes);
      resolve();
    };
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', restore, { once: true });
    } else {
      restore();
    }
  });
}

function restoreTyped(notes: StarterNotes): void {
  const mark = historyState()[RELOAD_MARK] as ReloadMark | undefined;
  if (!mark?.typed) return;
  const fields = textFields();
  for (const field of fields) {
    const key = fieldKey(field, fields);
    const typed = key === undefined ? undefined : mark.typed[key];
    if (typed !== undefined && field.value === field.defaultValue) field.value = typed;
  }
  history.replaceState({ ...historyState(), [RELOAD_MARK]: { pressed: mark.pressed } }, '');
  const text = `${GONE} ${whatNext(mark, Object.keys(mark.typed).length > 0)}`;
  // In the assistant's corner for its button, which the site's toast would cover on a phone.
  if (mark.pressed === 'assistant') notes.showOwnCodeNote(text, 'status', true);
  else notes.showNote(text, 'status');
}

function whatNext(mark: ReloadMark, kept: boolean): string {
  const press =
    mark.pressed === 'assistant'
      ? "press the assistant's button again."
      : 'press the button again.';
  if (mark.password) {
    const typeIt = kept ? 'What you typed is kept but the password: type it' : 'Type your password';
    return `${typeIt} again, then ${press}`;
  }
  return `Nothing is lost${kept ? ': what you typed is kept' : ''}. ${press[0]?.toUpperCase()}${press.slice(1)}`;
}
