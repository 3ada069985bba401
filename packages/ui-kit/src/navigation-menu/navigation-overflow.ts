/**
 * How many navigation entries fit in a row of `availableWidth` px, given each entry's measured
 * width, the width of the 'More' button and the gap between entries. When every entry fits, all
 * are shown and no 'More' is needed; otherwise as many leading entries as fit beside 'More'.
 * @example navigationOverflow([80, 90, 100], 250, 60, 8) // 2: 80 + 8 + 90 + 8 + 60 = 246
 */
export function navigationOverflow(
  itemWidths: readonly number[],
  availableWidth: number,
  moreWidth: number,
  gap: number,
): number {
  const total = itemWidths.reduce((sum, width) => sum + width, 0) + gap * (itemWidths.length - 1);
  if (total <= availableWidth) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width + gap > availableWidth) break;
    used += width + gap;
    count += 1;
  }
  return count;
}
