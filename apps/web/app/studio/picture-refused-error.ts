/** Key of a picture field's file message in the form's errors: `picture.file`. */
export function pictureFileKey(field: string): string {
  return `${field}.file`;
}

/**
 * The server refused a picture chosen in the form (not an image it reads, too large), so the
 * message belongs at that picture's field, not above the form.
 * @example
 * if (error instanceof PictureRefusedError) errors[pictureFileKey(error.field)] = error.message;
 */
export class PictureRefusedError extends Error {
  override name = 'PictureRefusedError';
  /** The picture field whose file was refused, as the collection names it (`logo`). */
  readonly field: string;

  constructor(field: string, fileName: string, reason: string, options?: { cause?: unknown }) {
    super(`“${fileName}” was not accepted. ${reason}`, options);
    this.field = field;
  }
}
