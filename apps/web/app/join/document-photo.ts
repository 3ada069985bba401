import {
  type DecodedPicture,
  decodeInBrowser,
  type PhotoSizing,
  photoToUpload,
} from '../studio/photo-to-upload';

/**
 * The longest side a photo of a document is sent at. A phone photographs a licence, an NRC or a
 * student card whole in the frame: at 2000 px an A4 licence's long side (297 mm) has about 6.7 px a
 * millimetre (170 dpi), so its smallest print (2 mm capitals) is 13 px tall and reads, and a card
 * (86 mm) has far more. A 12-megapixel photo (4000 x 3000) keeps a quarter of its pixels.
 */
export const DOCUMENT_LONGEST_SIDE = 2000;

/**
 * The JPEG quality a document is drawn again at. Below about 0.75 JPEG's ringing blurs the thin
 * strokes of small print and stamps; 0.85 keeps them and is a third smaller than the studio's 0.9.
 */
export const DOCUMENT_QUALITY = 0.85;

/**
 * Documents up to this size go as they are: some 12 seconds at 200 kbps, already a small photo or
 * a screenshot, where drawing again would cost the phone more than it saves the link.
 */
export const SMALL_DOCUMENT_BYTES = 300 * 1024;

const DRAWN_AGAIN = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * How a photo of a document is made smaller: a JPEG, PNG or WebP larger than
 * {@link SMALL_DOCUMENT_BYTES}, drawn at {@link DOCUMENT_LONGEST_SIDE} at most (never larger than
 * it came), or at its own size when it is that small already (a phone's screenshot, many bytes for
 * few pixels), JPEG at {@link DOCUMENT_QUALITY} and a PNG or WebP as WebP; a copy that comes out no
 * smaller is not sent. A PDF, and any other file, goes as it is.
 */
export const DOCUMENT_PHOTO_SIZING: PhotoSizing = {
  longestSide: DOCUMENT_LONGEST_SIDE,
  quality: DOCUMENT_QUALITY,
  drawsAgain: (file) => DRAWN_AGAIN.has(file.type) && file.size > SMALL_DOCUMENT_BYTES,
  atOwnSize: () => true,
};

/**
 * The document to upload with a membership application: a photo of it made smaller on the phone
 * (see {@link DOCUMENT_PHOTO_SIZING}), with the studio's drawing (`photoToUpload`), or the file as
 * it is (a PDF, a small picture, or anything the phone could not draw again). A phone's 1 to 4 MB
 * photo of a licence took a minute and more to send at 200 kbps; drawn again it is some 300 to
 * 700 KB. The server takes what comes (a PDF, JPEG, PNG or WebP of 5 MB at most, by its first bytes).
 * @example await documentPhotoToUpload(licencePhoto) // licence.jpg, 2000 x 1500, ~500 KB
 */
export function documentPhotoToUpload(
  file: File,
  decode: (file: File) => Promise<DecodedPicture> | undefined = decodeInBrowser,
): Promise<File> {
  return photoToUpload(file, decode, DOCUMENT_PHOTO_SIZING);
}
