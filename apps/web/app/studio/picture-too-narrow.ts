import { type DecodedPicture, decodeInBrowser } from './photo-to-upload';

/**
 * Why `file` is refused as a picture the site draws at least `minWidth` pixels wide (a field's
 * `minWidth`), or nothing when it is wide enough or cannot be read here (a file the browser cannot
 * draw is said so by the preview). A 12 px picture was taken without a word, and the public card
 * showed it stretched to a blur; the message names its width and the width to choose. The decoded
 * picture is left open, for `decode` to share with `photoToUpload`; its caller closes it.
 * @example await pictureTooNarrow(icon, 320) // '“icon.png” is 12 pixels wide: …'
 */
export async function pictureTooNarrow(
  file: File,
  minWidth: number,
  decode: (file: File) => Promise<DecodedPicture> | undefined = decodeInBrowser,
): Promise<string | undefined> {
  let width: number;
  try {
    const picture = await decode(file);
    if (!picture) return undefined;
    width = picture.width;
  } catch {
    return undefined;
  }
  if (width >= minWidth) return undefined;
  return `“${file.name}” is ${width} pixels wide, too small for the site, which shows it at least ${minWidth} pixels wide: it would look blurred. Choose a picture at least ${minWidth} pixels wide, such as the original photo or logo rather than a thumbnail.`;
}
