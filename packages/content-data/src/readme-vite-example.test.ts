// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
/** Vite's default `build.assetsInlineLimit`: smaller files become data URLs in the JavaScript. */
const VITE_INLINE_LIMIT = 4096;

// Built with the README's Vite example as it read ('?url'), a page that showed one picture shipped
// every drawing inside its JavaScript (14 KB became 80 KB), because each is under Vite's limit.
it("the README's Vite example keeps the pictures out of the app's JavaScript", () => {
  const assets = readdirSync(`${packageRoot}assets`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => statSync(`${packageRoot}assets/${file}`).size);
  expect(assets.length).toBeGreaterThan(20);
  expect(assets.some((size) => size < VITE_INLINE_LIMIT)).toBe(true);

  const readme = readFileSync(`${packageRoot}README.md`, 'utf8');
  const example = /\*\*Vite\*\*[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  expect(example).toContain('import.meta.glob');
  expect(example).toMatch(/query: '\?no-inline'/);
});
