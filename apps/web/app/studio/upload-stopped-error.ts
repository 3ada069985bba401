/**
 * The editor stopped a picture's upload ("Stop the upload"), so nothing was saved. It names the
 * picture field, since the cursor goes back to that field's file chooser to choose another file.
 * @example
 * if (error instanceof UploadStoppedError) focusChooser(error.field);
 */
export class UploadStoppedError extends Error {
  override name = 'UploadStoppedError';
  /** The picture field whose upload was stopped, as the form names it (`storyPicture`). */
  readonly field: string;

  constructor(field: string, options?: { cause?: unknown }) {
    super(`The upload of the picture in “${field}” was stopped.`, options);
    this.field = field;
  }
}
