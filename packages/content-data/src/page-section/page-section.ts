/** A titled section of a text page: paragraphs, then an optional list of points. */
export interface PageSection {
  /** The section's heading. */
  heading: string;
  /** Paragraphs in reading order. */
  paragraphs: string[];
  /** Bulleted points shown after the paragraphs. */
  points?: string[];
}
