import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const pagesFolder = fileURLToPath(new URL('.', import.meta.url));

/**
 * Each example's `@coaz/*` imports that the install command above it (the nearest ```sh block
 * before it on the page) leaves out, as `page:line package`. pnpm and Yarn's Plug'n'Play let an app
 * import only what its own package.json names, so `pnpm add @coaz/chat-widget react` followed by
 * an example importing `@coaz/api-client` and `@coaz/ui-kit/styles.css` failed to build.
 */
function importsNotInstalled(page: string): string[] {
  const lines = readFileSync(`${pagesFolder}${page}`, 'utf8').split('\n');
  let installed = new Set<string>();
  const missing: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^```(\w+)\s*$/.exec(lines[index] ?? '');
    if (!fence) continue;
    const end = lines.indexOf('```', index + 1);
    const block = lines.slice(index + 1, end).join('\n');
    if (fence[1] === 'sh') {
      installed = new Set(
        [...block.matchAll(/^(?:pnpm add|npm install)\s+(.*)$/gm)].flatMap((command) =>
          (command[1] ?? '').split(/\s+/).map((word) => word.replace(/(?<=.)@[^/]*$/, '')),
        ),
      );
    } else if (fence[1] === 'ts' || fence[1] === 'tsx') {
      for (const [, name] of block.matchAll(/(?:from|import)\s+['"](@coaz\/[\w-]+)/g)) {
        if (name && !installed.has(name)) missing.push(`${page}:${index + 1} ${name}`);
      }
    }
    index = end;
  }
  return missing;
}

it('installs, above each example, every @coaz package the example imports', () => {
  const pages = readdirSync(pagesFolder).filter((file) => file.endsWith('.mdx'));
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.flatMap(importsNotInstalled)).toEqual([]);
});
