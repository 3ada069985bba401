/**
 * Where the cursor goes in a studio form after a save that did not go through: the first field
 * with a message, or the save button when the message is the form's own (an upload stopped, the
 * server out of reach), since the button that had the cursor may be gone or was disabled.
 */
export function firstToFix(form: HTMLFormElement | null): HTMLElement | null {
  return (
    form?.querySelector<HTMLElement>('[aria-invalid=true]') ??
    form?.querySelector<HTMLElement>('button[type=submit]') ??
    null
  );
}
