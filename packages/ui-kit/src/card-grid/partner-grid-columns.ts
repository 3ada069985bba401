/** The partner-grid rule's inputs; every default is the design's value. */
export interface PartnerGridOptions {
  /**
   * Narrowest a card may get.
   * @default 450
   */
  minCardWidth?: number;
  /**
   * Padding on each side of the grid.
   * @default 32
   */
  sidePadding?: number;
  /**
   * Space between cards.
   * @default 32
   */
  gap?: number;
  /**
   * Width over height of a card's image.
   * @default 640 / 449
   */
  imageAspectRatio?: number;
  /**
   * Columns tried first.
   * @default 4
   */
  maxColumns?: number;
}

/** The layout the partner-grid rule chose. */
export interface PartnerGridLayout {
  /** How many cards fit side by side (at least 1). */
  columns: number;
  /** Width of each card in px. */
  cardWidth: number;
  /** Height of each card's image in px, from the aspect ratio. */
  imageHeight: number;
}

/**
 * Columns for a grid `containerWidth` px wide: start from `maxColumns` and drop one column at a time
 * until each card is at least `minCardWidth` wide; one column when even that is too narrow.
 * @example partnerGridColumns(1024) // { columns: 2, cardWidth: 464, imageHeight: 325.6… }
 */
export function partnerGridColumns(
  containerWidth: number,
  {
    minCardWidth = 450,
    sidePadding = 32,
    gap = 32,
    imageAspectRatio = 640 / 449,
    maxColumns = 4,
  }: PartnerGridOptions = {},
): PartnerGridLayout {
  const available = Math.max(containerWidth - 2 * sidePadding, 0);
  let columns = Math.max(Math.floor(maxColumns), 1);
  const widthFor = (count: number) => (available - gap * (count - 1)) / count;
  while (columns > 1 && widthFor(columns) < minCardWidth) columns -= 1;
  const cardWidth = Math.max(widthFor(columns), 0);
  return { columns, cardWidth, imageHeight: cardWidth / imageAspectRatio };
}
