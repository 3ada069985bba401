// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

/** The published source files: components, their props and the shapes they take. */
const publishedSources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('internal'),
);

/** `Interface.member` for every member of an exported interface that `isWrong` picks. */
function membersWhere(isWrong: (docs: readonly ts.Node[]) => boolean): string[] {
  return publishedSources.flatMap((file) => {
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
          .filter((member) => isWrong(ts.getJSDocCommentsAndTags(member)))
          .map((member) => `${node.name.text}.${member.name?.getText(source)}`),
      );
  });
}

// The README promises a doc comment on every prop: editors show it on hover, and Storybook's Docs
// tab reads it into the props table, where a bare row left a developer guessing (95 did).
it('gives every member of every exported props and shape interface a doc comment', () => {
  expect(publishedSources.length).toBeGreaterThan(30);
  expect(membersWhere((docs) => docs.length === 0)).toEqual([]);
});

// A comment of tags alone (`@default 'Pause'` and nothing else) leaves the table's Description
// empty: 49 rows said nothing of what a label names or a heading level is for.
it('says in words what every member is, besides its tags', () => {
  expect(
    membersWhere((docs) => docs.length > 0 && !docs.some((doc) => ts.isJSDoc(doc) && doc.comment)),
  ).toEqual([]);
});

// react-docgen, which fills Storybook's props tables, reads a tag after text on the same line
// (`Shown at once. @default 2` in one line) as words of the description: 47 rows said '@default'.
it('puts every tag of a doc comment on its own line, where Storybook reads it as a tag', () => {
  const tagAfterText = (line: string) =>
    /\S\s+@(?!link\b)[a-z]+\b/.test(line.replace(/^\s*(\/\*\*|\*)/, ''));
  expect(
    membersWhere((docs) => docs.some((doc) => doc.getText().split('\n').some(tagAfterText))),
  ).toEqual([]);
});
