import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/test-config';
import { loadConstitution } from './constitution-index';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'coaz-constitution-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

// The operator set CONSTITUTION_PDF: answering from the 30 summaries instead is said as a warning,
// the kind of line an operator is told to look for at start.
describe('a configured constitution PDF that cannot be used', () => {
  it.each([
    ['is missing', async () => join(folder, 'missing.pdf')],
    [
      'is not a PDF',
      async () => {
        const path = join(folder, 'not-a.pdf');
        await writeFile(path, 'a letter, not a constitution');
        return path;
      },
    ],
  ])('%s: answers from the extracts and logs a warning', async (_, place) => {
    const lines: string[] = [];
    const config = await testConfig({ constitutionPdf: await place() });
    const loaded = await loadConstitution(config, (line) => lines.push(line));
    expect(loaded.source).toBe('extracts');
    expect(lines).toEqual([expect.stringMatching(/^warning: CONSTITUTION_PDF could not be read/)]);
  });
});
