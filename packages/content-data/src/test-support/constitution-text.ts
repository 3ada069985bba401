import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractText } from 'unpdf';

// Test support only, never exported. The real constitution sits in the shared folder beside the
// clone (as in CI); it is never copied into the repository, so the checks read it from there.
const PDF = fileURLToPath(
  new URL('../../../../../shared/constitution/COAZ_CONSTITUTION_2025.pdf', import.meta.url),
);

/** Length of a word run that counts as copied text. */
export const COPIED_RUN_WORDS = 10;

/** Lower-case words without punctuation, for comparing texts. */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '');
}

/** The constitution's text with whitespace collapsed to single spaces. */
export async function readConstitutionText(): Promise<string> {
  const { text } = await extractText(new Uint8Array(readFileSync(PDF)), { mergePages: true });
  return text.replace(/\s+/g, ' ').trim();
}

/** Every run of `COPIED_RUN_WORDS` consecutive words within a line of `text`. */
export function wordRuns(text: string): Set<string> {
  const runs = new Set<string>();
  for (const line of text.split('\n')) {
    const words = plainWords(line);
    for (let index = 0; index + COPIED_RUN_WORDS <= words.length; index += 1) {
      runs.add(words.slice(index, index + COPIED_RUN_WORDS).join(' '));
    }
  }
  return runs;
}

/** The runs of `text` that also occur in `source`. */
export function copiedRuns(text: string, source: Set<string>): string[] {
  return [...wordRuns(text)].filter((run) => source.has(run));
}
