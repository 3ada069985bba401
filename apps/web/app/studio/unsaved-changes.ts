import { createContext, useContext, useEffect } from 'react';
import { draftsKeptAtSessionEnd } from './kept-drafts';

/**
 * The forms under an {@link AskBeforeLeaving} that hold unsaved typing, so a navigation inside the
 * site can ask before dropping it. Each form is one token while it has unsaved typing.
 */
export interface UnsavedForms {
  /** Counts `form` as holding unsaved typing until the returned function is called. */
  hold(form: object): () => void;
  /** Whether any form holds unsaved typing now. */
  any(): boolean;
}

/** The {@link UnsavedForms} of the page; none outside the dashboard (nothing asks there). */
export const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

/**
 * Asks before a studio form's unsaved typing is dropped (Cancel, or opening something else in its
 * place). The browser's own dialog: it takes the keyboard and is read by screen readers. Its
 * buttons are the browser's OK and Cancel, which the words name: an editor who pressed the form's
 * own Cancel met a second Cancel that keeps the form, and "Leave them?" read as "keep them".
 * @returns whether to drop the changes.
 */
export function confirmDiscard(singular: string): boolean {
  return window.confirm(
    `Your changes to this ${singular} are not saved. OK drops them; Cancel goes back to the form.`,
  );
}

/**
 * Asks before a navigation inside the site drops unsaved typing (another studio section, the
 * profile, a page of the site). The browser's own dialog, as {@link confirmDiscard}.
 * @returns whether to leave.
 */
export function confirmLeave(): boolean {
  return window.confirm(
    'Your changes are not saved. OK leaves this page without them; Cancel stays here.',
  );
}

/**
 * While a form holds unsaved typing, closing the tab, reloading or leaving the site first asks
 * (the browser's own words: it shows no page's text in that dialog), and so does moving to
 * another page of the site under an `AskBeforeLeaving` (the dashboard). Not when the session
 * ended and the typing was kept for after the login, where the site is taking the editor.
 */
export function useWarnBeforeUnload(unsaved: boolean): void {
  const forms = useContext(UnsavedFormsContext);
  useEffect(() => {
    if (!unsaved || !forms) return;
    return forms.hold({});
  }, [unsaved, forms]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!draftsKeptAtSessionEnd()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
