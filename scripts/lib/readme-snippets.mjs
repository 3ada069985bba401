// Pulls the TypeScript examples out of package READMEs so the consumer test can typecheck them
// against the packed packages (and run the ones marked runnable), the way a reader would use them.
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';

/**
 * The comment that, on the line before a ```ts fence, marks an example to run with Node, with the
 * file name the README tells the reader to save it as: `<!-- runnable: node members.mjs -->`.
 */
export const RUNNABLE_MARKER = /^<!-- runnable: node(?: ([\w.-]+))? -->$/;

/**
 * Every ```ts and ```tsx block of the given READMEs, each as its own module file named after its
 * package and position (`api-client-3.tsx`); blocks marked runnable become `.mts` files (for the
 * typecheck) with `run: true` and `runAs`, the reader's file name (the `.mts` name when the marker
 * names none).
 */
export function extractReadmeSnippets(readmePaths) {
  const snippets = [];
  for (const path of readmePaths) {
    const name = basename(dirname(path));
    const lines = readFileSync(path, 'utf8').split('\n');
    let count = 0;
    for (let index = 0; index < lines.length; index += 1) {
      const fence = /^```(ts|tsx)\s*$/.exec(lines[index]);
      if (!fence) continue;
      const end = lines.indexOf('```', index + 1);
      if (end === -1) throw new Error(`${path}: unclosed code block at line ${index + 1}`);
      count += 1;
      const marker = RUNNABLE_MARKER.exec(lines[index - 1]?.trim() ?? '');
      const run = marker !== null;
      const extension = run ? 'mts' : fence[1];
      // `export {}` keeps each example a module, so two examples may declare the same names.
      const code = `${lines.slice(index + 1, end).join('\n')}\nexport {};\n`;
      const file = `${name}-${count}.${extension}`;
      snippets.push({
        file,
        code,
        run,
        runAs: marker?.[1] ?? file,
        source: `${path}:${index + 1}`,
      });
      index = end;
    }
  }
  return snippets;
}

/**
 * The packages a README's `npm install` commands name, without versions (`react@19` -> `react`).
 * A reader whose package manager lets an app import only what its own manifest names (pnpm,
 * Yarn Plug'n'Play) has exactly these to import from.
 */
export function packagesInstalledByReadme(readmePath) {
  const commands = readFileSync(readmePath, 'utf8')
    .split('\n')
    .map((line) => /^\s*npm install\s+(.*)$/.exec(line)?.[1] ?? '')
    .filter(Boolean);
  return new Set(
    commands
      .flatMap((command) => command.replace(/#.*$/, '').trim().split(/\s+/))
      .filter((word) => !word.startsWith('-'))
      .map((word) => word.replace(/(?<=.)@[^/]*$/, '')),
  );
}

/** The `@coaz/*` packages an example's code imports from, such as `@coaz/api-client`. */
export function coazPackagesImported(code) {
  const specifiers = [...code.matchAll(/(?:from|import)\s+['"](@coaz\/[\w-]+)/g)];
  return new Set(specifiers.map((match) => match[1]));
}
