import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundledDataPath } from './bundled-data';

describe('bundledDataPath', () => {
  it('finds the built data beside the package’s code', () => {
    expect(bundledDataPath('word-vectors.bin', import.meta.url)).toMatch(
      /constitution-qa[/\\]data[/\\]word-vectors\.bin$/,
    );
  });

  // A server bundled with esbuild or ncc runs the package's code from its own file: before, the
  // error told that developer to run `pnpm --filter @coaz/constitution-qa build`, a command of a
  // repository they do not have, without saying where the file was looked for.
  it('names the paths it looked in and the bundler setting when the code was bundled elsewhere', () => {
    const app = mkdtempSync(join(tmpdir(), 'bundled-server-'));
    const bundle = pathToFileURL(join(app, 'dist', 'server.js')).href;
    expect(() => bundledDataPath('word-vectors.bin', bundle)).toThrow(
      `@coaz/constitution-qa cannot find its data file word-vectors.bin: looked for ${join(app, 'data', 'word-vectors.bin')} and ${join(app, '..', 'data', 'word-vectors.bin')}, beside its own code. Bundling the package into your own code (esbuild, ncc, webpack) moves its code away from its data/ folder: keep @coaz/constitution-qa external so that it loads from node_modules (esbuild: --external:@coaz/constitution-qa). Working in the package’s own repository, build it first: pnpm --filter @coaz/constitution-qa build.`,
    );
  });

  // esbuild's CommonJS output of the package's ES module leaves import.meta empty; before, that
  // failed as "Invalid URL".
  it('says the bundle gives no location when import.meta.url is empty', () => {
    expect(() => bundledDataPath('english-words.txt', undefined)).toThrow(
      /^@coaz\/constitution-qa cannot find its data file english-words\.txt: its code runs from a bundle that does not say where it is \(import\.meta\.url is empty\)\. .*--external:@coaz\/constitution-qa/,
    );
  });
});
