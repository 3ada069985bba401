// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

/** `Interface.member` for every member of an exported interface that has no doc comment. */
function undocumentedMembers(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(`${sourceRoot}${file}`, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  return source.statements
    .filter(ts.isInterfaceDeclaration)
    .filter((node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((node) =>
      node.members
        .filter((member) => ts.getJSDocCommentsAndTags(member).length === 0)
        .map((member) => `${node.name.text}.${member.name?.getText(source)}`),
    );
}

// The README promises a doc comment on every prop: editors show it on hover, and Storybook's Docs
// tab reads it into the props table, where a bare row left a developer guessing (95 did).
it('gives every member of every exported props and shape interface a doc comment', () => {
  const files = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('internal'),
  );
  expect(files.length).toBeGreaterThan(30);
  expect(files.flatMap(undocumentedMembers)).toEqual([]);
});
