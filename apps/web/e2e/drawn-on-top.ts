import type { Locator } from '@playwright/test';

/**
 * The class of whichever of `candidates` (a CSS selector list) is drawn at the centre of `target`:
 * the thing a tap there would reach. Says which of two overlapping layers is on top.
 */
export async function drawnOnTop(target: Locator, candidates: string): Promise<string | undefined> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on the screen');
  return target
    .page()
    .evaluate(
      ({ x, y, selector }) => document.elementFromPoint(x, y)?.closest(selector)?.className,
      { x: box.x + box.width / 2, y: box.y + box.height / 2, selector: candidates },
    );
}
