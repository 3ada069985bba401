import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The public instance members of an error class of @coaz/api-client, from its source. */
function publicMembers(file: string): string[] {
  const path = require.resolve(`@coaz/api-client/package.json`).replace('package.json', file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements.find(ts.isClassDeclaration);
  const hidden = [ts.SyntaxKind.PrivateKeyword, ts.SyntaxKind.ProtectedKeyword];
  return (declaration?.members ?? [])
    .filter((member) => ts.isPropertyDeclaration(member) || ts.isGetAccessorDeclaration(member))
    .filter(
      (member) => !ts.getModifiers(member as ts.HasModifiers)?.some((m) => hidden.includes(m.kind)),
    )
    .map((member) => member.name?.getText(source) ?? '')
    .filter((name) => name !== 'name');
}

// The Storybook page is where many developers meet the client first. Its Errors section named
// `status` and `body` only, so a reader never learnt of `code` (what programs should branch on,
// such as 'forbidden'), `retryAfter` (the wait of a 429) or `headers`.
it("the API client page's Errors section names every public member of ApiError", () => {
  const page = readFileSync(new URL('./api-client.mdx', import.meta.url), 'utf8');
  const errors = page.split('## Errors')[1]?.split('\n## ')[0] ?? '';
  const members = publicMembers('src/errors/api-error.ts');
  expect(members).toEqual(expect.arrayContaining(['status', 'code', 'retryAfter']));
  expect(members.filter((member) => !errors.includes(`\`${member}\``))).toEqual([]);
});
