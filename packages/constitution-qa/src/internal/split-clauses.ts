import type { ConstitutionClause } from '../constitution-document/constitution-document';
import { readClauseMarker } from './clause-marker';
import { joinLines } from './join-lines';

interface DraftClause {
  label: string;
  lines: string[];
}

/**
 * Splits an Article's body lines into clauses. The outermost numbering style in use (numbers,
 * else letters) starts clauses; inner items stay inside their clause. A marker only counts when
 * it continues its sequence or restarts it, so a wrapped line that happens to start with "(5)"
 * stays text.
 */
export function splitClauses(
  lines: readonly string[],
  words: ReadonlySet<string>,
): ConstitutionClause[] {
  const topStyle = outermostStyle(lines);
  const clauses: DraftClause[] = [];
  let current: DraftClause | undefined;
  let lastTop = 0;
  let lastRoman = 0;
  let lastLetter = 0;
  for (const line of lines) {
    const markers = readClauseMarker(line, lastRoman);
    const top = markers.find(
      (marker) =>
        marker.style === topStyle && (marker.ordinal === lastTop + 1 || marker.ordinal === 1),
    );
    if (top) {
      lastTop = top.ordinal;
      lastRoman = 0;
      lastLetter = 0;
      current = { label: top.label, lines: [top.rest] };
      clauses.push(current);
      continue;
    }
    const inner = markers.find(
      (marker) =>
        (marker.style === 'roman' && marker.ordinal === lastRoman + 1) ||
        (marker.style === 'letter' && (marker.ordinal === lastLetter + 1 || marker.ordinal === 1)),
    );
    if (inner?.style === 'roman') lastRoman = inner.ordinal;
    if (inner?.style === 'letter') {
      lastLetter = inner.ordinal;
      lastRoman = 0;
    }
    if (!current) {
      current = { label: '', lines: [] };
      clauses.push(current);
    }
    current.lines.push(line);
  }
  return clauses
    .map((clause) => ({ label: clause.label, text: joinLines(headed(clause.lines), words) }))
    .filter((clause) => clause.text !== '');
}

function outermostStyle(lines: readonly string[]): 'number' | 'letter' {
  const hasNumbers = lines.some((line) =>
    readClauseMarker(line, 0).some((marker) => marker.style === 'number'),
  );
  return hasNumbers ? 'number' : 'letter';
}

// A clause opening with a heading of its own ("1. Full Membership Eligibility", then "A person
// shall qualify…") keeps it apart with a colon, so the heading does not run into the sentence.
// A heading is short, has no closing punctuation, capitalises every word but small ones and
// opens with no article ("The Council" starts a sentence); a wrapped sentence fills its line, and
// the line after a heading starts a sentence.
const HEADING_MAX_LENGTH = 60;
const SMALL_WORDS = new Set(['of', 'and', 'the', 'to', 'for', 'in', 'on', 'by', 'or', 'a', 'an']);

function headed(lines: readonly string[]): readonly string[] {
  const [first, second] = lines;
  if (first === undefined || second === undefined || !/^[A-Z]/.test(second.trim())) return lines;
  return isClauseHeading(first) ? [`${first.trimEnd()}:`, ...lines.slice(1)] : lines;
}

function isClauseHeading(line: string): boolean {
  const text = line.trim();
  if (text.length === 0 || text.length > HEADING_MAX_LENGTH || /[.,;:!?—–-]$/.test(text))
    return false;
  const words = text.split(/\s+/);
  return (
    /^[A-Z]/.test(text) &&
    !SMALL_WORDS.has(words[0]?.toLowerCase() ?? '') &&
    words.every((word) => /^[A-Z(]/.test(word) || SMALL_WORDS.has(word))
  );
}
