/** An image format the site accepts, as recognised from its first bytes. */
export interface ImageType {
  /** The media type to serve it with. */
  contentType: string;
  /** The extension stored files get. */
  extension: string;
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type of `bytes` by its magic number (JPEG, PNG, GIF, WebP, AVIF), or undefined.
 * The file name and the declared type are never trusted; SVG is refused because it can carry
 * scripts.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { contentType: 'image/gif', extension: 'gif' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  ) {
    return { contentType: 'image/avif', extension: 'avif' };
  }
  return undefined;
}
