// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { stylesheetImportErrors } from '@coaz/vitest-config/package-checks';
import { expect, it } from 'vitest';

// Reads the built package: run after `pnpm build`.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));

it.each(['nodenext', 'bundler'] as const)(
  'types `@coaz/chat-widget/styles.css` for a plain TypeScript consumer (%s)',
  (resolution) => {
    expect(stylesheetImportErrors(packageRoot, '@coaz/chat-widget', resolution)).toEqual([]);
  },
);
