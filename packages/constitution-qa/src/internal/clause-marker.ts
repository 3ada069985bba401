/** A clause or sub-item marker at the start of a line: `1.`, `(2)`, `a)`, `(iv)`. */
export interface ClauseMarker {
  style: 'number' | 'letter' | 'roman';
  /** The label without brackets or dot. */
  label: string;
  /** Position in its sequence (1 for `1`, `a` and `i`). */
  ordinal: number;
  /** The line's text after the marker. */
  rest: string;
}

const MARKER = /^\(?(\d{1,3}|[a-z]|[ivxl]{1,6})[.)]\s+(.*)$/i;
const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };

/** The clause marker a line starts with, or undefined. Roman numerals need a sequence to tell. */
export function readClauseMarker(line: string, previousRoman: number): ClauseMarker[] {
  const match = MARKER.exec(line);
  if (!match?.[1]) return [];
  const label = match[1];
  const rest = match[2] ?? '';
  if (/^\d+$/.test(label)) return [{ style: 'number', label, ordinal: Number(label), rest }];
  const lower = label.toLowerCase();
  const markers: ClauseMarker[] = [];
  const roman = romanValue(lower);
  if (roman !== undefined && (roman === 1 || roman === previousRoman + 1)) {
    markers.push({ style: 'roman', label: lower, ordinal: roman, rest });
  }
  if (lower.length === 1) {
    markers.push({ style: 'letter', label: lower, ordinal: lower.charCodeAt(0) - 96, rest });
  }
  return markers;
}

function romanValue(text: string): number | undefined {
  if (!/^[ivxl]+$/.test(text)) return undefined;
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = ROMAN[text[index] ?? ''] ?? 0;
    const next = ROMAN[text[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}
