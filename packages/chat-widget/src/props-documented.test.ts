// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

/** The published source files: the components, their props and the shapes they take. */
const publishedSources = readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    /\.tsx?$/.test(file) &&
    !/\.(test|stories)\.tsx?$/.test(file) &&
    !/^(internal|test-support)\//.test(file),
);

/** A doc comment's line that has a tag after words (`The button's name. @default 'Ask'`). */
const tagAfterText = (line: string) =>
  /\S\s+@(?!link\b)[a-z]+\b/.test(line.replace(/^\s*(\/\*\*|\*)/, ''));

// react-docgen, which fills Storybook's props tables, reads a tag after words on the same line as
// more words: the ChatLauncher's and ChatWidget's tables said "@default 'Ask about the
// constitution'" in the description, beside the same value in the Default column.
it('puts every tag of a props doc comment on its own line, where Storybook reads it as a tag', () => {
  const misplaced = publishedSources.flatMap((file) => {
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
          .filter((member) =>
            ts
              .getJSDocCommentsAndTags(member)
              .some((doc) => doc.getText().split('\n').some(tagAfterText)),
          )
          .map((member) => `${node.name.text}.${member.name?.getText(source)}`),
      );
  });
  expect(publishedSources.length).toBeGreaterThan(3);
  expect(misplaced).toEqual([]);
});
