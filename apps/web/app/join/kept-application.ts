import { forgetKeptFields } from '../member/use-kept-fields';

/** The key the application's typed text is kept under in the tab (`useKeptFields`). */
export const APPLICATION_KEPT_AS = 'join';

/**
 * The key of the names of the documents the application had attached: a browser keeps no chosen
 * file across a reload, so the form can say which to attach again.
 */
export const APPLICATION_DOCUMENTS_KEPT_AS = 'join-documents';

/**
 * Lets go of the application's draft kept in this tab: once it is accepted, or once the member
 * signs in (it is no longer theirs to finish as a visitor, and the tab may be handed on).
 */
export function forgetKeptApplication(): void {
  forgetKeptFields(APPLICATION_KEPT_AS, APPLICATION_DOCUMENTS_KEPT_AS);
}
