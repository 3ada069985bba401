import { useEffect } from 'react';
import { draftsKeptAtSessionEnd } from './kept-drafts';

/**
 * Asks before a studio form's unsaved typing is dropped (Cancel, or opening something else in its
 * place). The browser's own dialog: it takes the keyboard and is read by screen readers.
 * @returns whether to drop the changes.
 */
export function confirmDiscard(singular: string): boolean {
  return window.confirm(
    `Your changes to this ${singular} are not saved. Leave them? They will be lost.`,
  );
}

/**
 * While a form holds unsaved typing, closing the tab, reloading or leaving the site first asks
 * (the browser's own words: it shows no page's text in that dialog). Not when the session ended
 * and the typing was kept for after the login, where the site is taking the editor.
 */
export function useWarnBeforeUnload(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!draftsKeptAtSessionEnd()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
