import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';
import {
  type DecodedPicture,
  decodeInBrowser,
  LONGEST_SENT_SIDE,
  type PhotoSizing,
  photoToUpload,
  WIDEST_KEPT_WIDTH,
} from '../studio/photo-to-upload';

/**
 * How a member's photo is made smaller: at most {@link WIDEST_KEPT_WIDTH} wide, the width the
 * server keeps it at (`PUT /profile/photo` keeps only its widest picture width), since every pixel
 * past it is sent over paid mobile data and thrown away. A 4000 x 3000 phone photo went up at
 * 2560 px, some 610 KB; at 1280 px it is some 180 KB. A portrait photo keeps its height up to
 * {@link LONGEST_SENT_SIDE}, as a studio picture does. Any JPEG, PNG or WebP is drawn again
 * (a PNG or WebP as WebP), and kept only when that comes out smaller.
 */
export const PROFILE_PHOTO_SIZING: PhotoSizing = {
  longestSide: LONGEST_SENT_SIDE,
  widest: WIDEST_KEPT_WIDTH,
  quality: 0.9,
  drawsAgain: (file) => ['image/jpeg', 'image/png', 'image/webp'].includes(file.type),
  atOwnSize: (file) => file.type === 'image/png' || file.size > MAX_UPLOAD_BYTES,
};

/** A member's photo as it is sent: see {@link PROFILE_PHOTO_SIZING}. */
export function profilePhotoToUpload(
  file: File,
  decode: (file: File) => Promise<DecodedPicture> | undefined = decodeInBrowser,
): Promise<File> {
  return photoToUpload(file, decode, PROFILE_PHOTO_SIZING);
}

/** A size as a person reads it: `1.2 MB`, `184 KB`. */
function readableSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * What is said under Save photo while the photo goes up, as the application form says it of its
 * documents: "Saving the photo…" alone, for the 44 s a 3 MB photo took on slow data, read as a
 * page that had stuck.
 */
export function photoSendingNote(bytes: number): string {
  return `Sending ${readableSize(bytes)}: on slow mobile data this may take a minute. Keep this page open until it is done.`;
}
