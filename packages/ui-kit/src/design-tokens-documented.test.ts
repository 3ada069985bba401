// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The custom properties tokens.css sets on `:root`: the kit's public design tokens. */
function definedTokens(): string[] {
  return [...read('./styles/tokens.css').matchAll(/^\s*(--coaz-[a-z0-9-]+):/gm)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The tokens the README's table names. A cell lists a full name, then its siblings by their
 * ending (`--coaz-color-primary`, `-primary-strong`), which share the full name's first part.
 */
function documentedTokens(): string[] {
  const section = read('../README.md').split('## Styling and design tokens')[1] ?? '';
  const table = section.split('\n\n').find((block) => block.startsWith('| Tokens')) ?? '';
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => {
      let prefix = '';
      return [...(row.split('|')[1] ?? '').matchAll(/`(-{1,2}[a-z0-9-]+)`/g)].map((match) => {
        const name = match[1] ?? '';
        if (!name.startsWith('--')) return `${prefix}${name}`;
        prefix = /^--coaz-[a-z]+/.exec(name)?.[0] ?? '';
        return name;
      });
    });
}

// Another tool re-themes the kit by overriding these; a token the README leaves out is one it
// cannot find, and one the README names that does not exist (`--coaz-space-5`, read off "1 to 8")
// silently does nothing.
it('names every design token in the README, and only tokens that exist', () => {
  const defined = definedTokens();
  expect(defined.length).toBeGreaterThan(40);
  expect(documentedTokens().sort()).toEqual([...defined].sort());
});
