// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, expect, it } from 'vitest';

// A plain TypeScript 6 project (no bundler's `*.css` declarations, `types: []`) importing the
// stylesheet as the README says. TypeScript 6 checks side-effect imports, so an export without
// declarations fails its typecheck. Reads the built package: run after `pnpm build`.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const consumer = mkdtempSync(join(tmpdir(), 'chat-widget-consumer-'));
mkdirSync(join(consumer, 'node_modules/@coaz'), { recursive: true });
symlinkSync(packageRoot, join(consumer, 'node_modules/@coaz/chat-widget'), 'dir');
writeFileSync(join(consumer, 'package.json'), '{ "type": "module" }');
writeFileSync(join(consumer, 'app.ts'), "import '@coaz/chat-widget/styles.css';\nexport {};\n");
afterAll(() => rmSync(consumer, { recursive: true, force: true }));

const resolutions: [string, ts.CompilerOptions][] = [
  [
    'nodenext',
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
  ],
  ['bundler', { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }],
];

it.each(resolutions)(
  'types `@coaz/chat-widget/styles.css` for a plain TypeScript consumer (%s)',
  (_, options) => {
    const program = ts.createProgram([join(consumer, 'app.ts')], {
      ...options,
      strict: true,
      noEmit: true,
      types: [],
      noUncheckedSideEffectImports: true,
    });
    const messages = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(messages).toEqual([]);
  },
);
