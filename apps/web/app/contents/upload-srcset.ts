/**
 * The widths the server stores every uploaded picture at (apps/server `VARIANT_WIDTHS`); a
 * picture narrower than the widest is also stored at its own width. 960 came later: the server
 * makes it for older uploads in the background and, until it has, answers that address with the
 * next wider width, so every width listed here is one the server answers.
 */
const UPLOAD_WIDTHS = [320, 640, 960, 1280] as const;

const UPLOAD_VARIANT =
  /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9][0-9]{0,3})\.webp$/;

/** What an `<img>` needs to let the browser pick the smallest picture that looks sharp. */
export interface UploadImageSources {
  /** The picture as stored in the entry, for browsers that ignore `srcSet`. */
  src: string;
  /** Every stored width of an uploaded picture with its `w` descriptor; absent for other pictures. */
  srcSet?: string;
  /** How wide the picture is drawn, as given; absent when there is no `srcSet` to choose from. */
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of a picture whose address is `imageUrl`. An address the
 * server's uploads answer, `/api/uploads/<uuid>-<width>.webp` (always the widest variant), gets
 * every narrower stored width beside it; any other address (an https picture hosted elsewhere,
 * an upload stored before pictures were re-encoded) is returned alone, since no other widths of
 * it are known.
 * @example
 * uploadImageSources('/api/uploads/9b2…-1280.webp', '100vw')
 * // { src: '/api/uploads/9b2…-1280.webp',
 * //   srcSet: '/api/uploads/9b2…-320.webp 320w, …-640.webp 640w, …-960.webp 960w, …-1280.webp 1280w',
 * //   sizes: '100vw' }
 */
export function uploadImageSources(imageUrl: string, sizes: string): UploadImageSources {
  const match = UPLOAD_VARIANT.exec(imageUrl);
  if (!match) return { src: imageUrl };
  const [, id, widestText] = match;
  const widest = Number(widestText);
  const widths = [...UPLOAD_WIDTHS.filter((width) => width < widest), widest];
  const srcSet = widths.map((width) => `/api/uploads/${id}-${width}.webp ${width}w`).join(', ');
  return { src: imageUrl, srcSet, sizes };
}
