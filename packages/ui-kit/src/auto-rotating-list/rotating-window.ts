/**
 * Indexes of the items shown when the window starts at `start`: `visible` consecutive items,
 * wrapping round the end, or every item when there are no more than that.
 * @example rotatingWindow(5, 4, 2) // [4, 0]
 */
export function rotatingWindow(itemCount: number, start: number, visible: number): number[] {
  if (itemCount <= visible) return Array.from({ length: itemCount }, (_, index) => index);
  const first = ((start % itemCount) + itemCount) % itemCount;
  return Array.from({ length: visible }, (_, offset) => (first + offset) % itemCount);
}
