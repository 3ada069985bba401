import type { DecodeGate } from './decode-gate';
import {
  type ImageVariant,
  oversizeReason,
  readImageHeader,
  renderImageVariants,
  renderWidestVariant,
} from './image-variants';

const DAMAGED = 'The image could not be read; it may be damaged';

/**
 * Re-encodes a picture the way every stored picture is: judged by the size its header claims
 * before any pixel is decoded, then decoded once (waiting for a slot of `decodes`), turned
 * upright, stripped of every piece of metadata and of anything appended to it, and written as
 * WebP variants (see {@link renderImageVariants}), or only the widest with `widestOnly` (a picture
 * kept at one size, which needs no narrower ones encoded only to be thrown away).
 * @returns the variants, narrowest first, or why the picture is refused (a 415).
 * @throws {ApiError} 503 `busy` when no decode slot freed in time.
 */
export async function reencodePicture(
  bytes: Uint8Array,
  decodes: DecodeGate,
  { widestOnly = false }: { widestOnly?: boolean } = {},
): Promise<{ variants: [ImageVariant, ...ImageVariant[]] } | { refused: string }> {
  const header = await readImageHeader(bytes);
  const oversize = header ? oversizeReason(header) : DAMAGED;
  if (oversize) return { refused: oversize };
  const render = widestOnly ? renderWidestVariant : renderImageVariants;
  const variants = await decodes.run(() => render(bytes));
  const [first, ...rest] = variants ?? [];
  if (!first) return { refused: DAMAGED };
  return { variants: [first, ...rest] };
}
