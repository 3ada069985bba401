/**
 * Where the cursor goes in a studio form after a save that did not go through: the file chooser
 * of the picture whose upload the editor stopped (`stoppedPicture`, the field's name), so the
 * next key press chooses another file; else the first field with a message; else the save button
 * when the message is the form's own (the server out of reach), since the button that had the
 * cursor may be gone or was disabled.
 */
export function firstToFix(
  form: HTMLFormElement | null,
  stoppedPicture?: string,
): HTMLElement | null {
  const chooser = stoppedPicture ? form?.elements.namedItem(stoppedPicture) : null;
  if (chooser instanceof HTMLInputElement && chooser.type === 'file') return chooser;
  return (
    form?.querySelector<HTMLElement>('[aria-invalid=true]') ??
    form?.querySelector<HTMLElement>('button[type=submit]') ??
    null
  );
}
