import { createContext, useContext, useEffect } from 'react';
import { chosenLogoutUnderWay } from '../site/chosen-logout';
import { draftsKeptAtSessionEnd, unsavedDraftsOpen } from './kept-drafts';

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
 * Asks before the header's Log out drops unsaved typing. The browser's own dialog, as
 * {@link confirmLeave}. Decision: a logout the member chose keeps nothing for after the next login
 * (only a session that ends on its own does, `keepUnsavedDrafts`): on a computer the secretariat
 * shares, what one person typed should go with them. So the words say the changes are lost.
 * @returns whether to log out.
 */
export function confirmLogOut(): boolean {
  return window.confirm(
    'Your changes are not saved. OK logs you out and they are lost; Cancel stays here.',
  );
}

// Every form of the page holding unsaved typing (by `useWarnBeforeUnload`), wherever it is: the
// header, which asks before a logout, stands outside the dashboard's `AskBeforeLeaving`.
const unsavedOnPage = new Set<object>();

/**
 * Whether any form on the page holds unsaved typing: a studio form (`useWarnBeforeUnload`, what
 * `AskBeforeLeaving` asks by) or a member form that keeps its text at a session's end (the
 * profile editor, the payment: `unsavedDraftsOpen`).
 */
export function anyFormUnsaved(): boolean {
  return unsavedOnPage.size > 0 || unsavedDraftsOpen();
}

/**
 * While a form holds unsaved typing, closing the tab, reloading or leaving the site first asks
 * (the browser's own words: it shows no page's text in that dialog), and so does moving to
 * another page of the site under an `AskBeforeLeaving` (the dashboard), and logging out from the
 * header ({@link anyFormUnsaved}). Not when the session ended and the typing was kept for after
 * the login, where the site is taking the editor, nor once the member agreed to log out.
 */
export function useWarnBeforeUnload(unsaved: boolean): void {
  const forms = useContext(UnsavedFormsContext);
  useEffect(() => {
    if (!unsaved || !forms) return;
    return forms.hold({});
  }, [unsaved, forms]);
  useEffect(() => {
    if (!unsaved) return;
    const token = {};
    unsavedOnPage.add(token);
    return () => {
      unsavedOnPage.delete(token);
    };
  }, [unsaved]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!draftsKeptAtSessionEnd() && !chosenLogoutUnderWay()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
