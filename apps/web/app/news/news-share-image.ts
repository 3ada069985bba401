import type { Picture } from '../render/content-types';
import type { ShareImage } from '../seo/page-meta';
import { siteUrl } from '../seo/site-origin';

// The content API stores every upload at these widths and names the widest in the entry
// (`/api/uploads/<uuid>-<width>.webp`, see app/contents/upload-srcset.ts).
const UPLOAD = /^\/api\/uploads\/[0-9a-f-]{36}-[1-9][0-9]{0,3}\.webp$/;

/**
 * A news post's picture as the image of its link previews (WhatsApp, Facebook, X), or `undefined`
 * when the post has none or its address is not one a preview may fetch: an upload of this site
 * (made absolute, with its width and type known from its name) or an `https`/`http` address.
 * @example newsShareImage({ url: '/api/uploads/9b2…-1280.webp', alt: 'Delegates', focusX: 50, focusY: 50 })
 * // { url: 'https://coaz.org.zm/api/uploads/9b2…-1280.webp', alt: 'Delegates', type: 'image/webp' }
 */
export function newsShareImage(picture: Picture | null, title: string): ShareImage | undefined {
  if (!picture) return undefined;
  const alt = picture.alt.trim() || title;
  if (UPLOAD.test(picture.url)) {
    return { url: siteUrl(picture.url), alt, type: 'image/webp' };
  }
  let address: URL;
  try {
    address = new URL(picture.url);
  } catch {
    return undefined;
  }
  return address.protocol === 'https:' || address.protocol === 'http:'
    ? { url: address.href, alt }
    : undefined;
}
