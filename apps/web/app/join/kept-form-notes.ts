import { keptValue } from '../member/use-kept-fields';
import { APPLICATION_DOCUMENTS_KEPT_AS, APPLICATION_KEPT_AS } from './kept-application';

// What the join form says when it comes back with what this tab kept (`useKeptFields`): after the
// browser's Back button, a reload, or a tab the phone discarded. A chosen file and the two
// passwords never come back (a browser keeps no file; a password is never stored), and "What you
// typed is kept" alone left the passwords empty with no word of it, so Apply failed on them. The
// words fit each way back ("when you leave this page and come back, or reload it"), not a reload
// only, since a student who pressed Back had reloaded nothing.

/** How a form comes back: "when you leave this page and come back, or reload it". */
const COMING_BACK = 'when you leave this page and come back, or reload it';

/** Beside the password, once the form came back with what this tab kept. */
export const PASSWORD_NOT_KEPT = `At least 10 characters. Type your password again, in both password fields: it is never kept ${COMING_BACK}.`;

/**
 * What is said beside a document's field when this tab kept its name but no file: a browser never
 * keeps a chosen file, and the form otherwise looked complete. Says the password is to be typed
 * again when the form asks for one (`asksPassword`; an account's application has no login).
 * @example attachAgainNote('student card', 'card.pdf', true)
 */
export function attachAgainNote(name: string, kept: string, asksPassword: boolean): string {
  const rest = asksPassword
    ? 'What you typed is kept, but not your password: type it again below.'
    : 'What you typed is kept.';
  return `Attach your ${name} again: you had chosen ${kept}, but a phone or browser does not keep a chosen file ${COMING_BACK}. ${rest}`;
}

/**
 * Whether this tab kept a draft of the application (anything typed or chosen that differs from the
 * empty form, or a document's name) as the form opens: read before the form writes its own state
 * back. False on the server, which has no tab.
 * @param empty the form's empty values; the chosen type is kept with any draft and is not typing.
 */
export function applicationCameBack(empty: Record<string, string>): boolean {
  if (typeof window === 'undefined') return false;
  const typed = Object.entries(empty).some(([name, value]) => {
    if (name === 'membershipType') return false;
    const kept = keptValue(APPLICATION_KEPT_AS, name);
    return kept !== '' && kept !== value;
  });
  return (
    typed ||
    ['practisingLicence', 'studentCard', 'otherDocument'].some(
      (name) => keptValue(APPLICATION_DOCUMENTS_KEPT_AS, name) !== '',
    )
  );
}

/**
 * The one line at the top of the form that came back with what this tab kept, said politely once:
 * the form otherwise came back silently, and a screen reader user heard of it only at a password's
 * or a document's note, if at all. Names what is not kept (files; the password, when the form asks
 * for one); the notes beside those fields say which.
 * @example keptDraftNote(true) // 'We kept what you typed before. Attach any documents and type …'
 */
export function keptDraftNote(asksPassword: boolean): string {
  return asksPassword
    ? 'We kept what you typed before. Attach any documents and type your password again: neither is ever kept.'
    : 'We kept what you typed before. Attach any documents again: a chosen file is never kept.';
}
