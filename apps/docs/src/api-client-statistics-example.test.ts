import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** The figures `useStatistics()` gives: the members of its `Statistics` interface, from source. */
function statisticsFigures(): string[] {
  const path = require
    .resolve('@coaz/api-client/package.json')
    .replace('package.json', 'src/react/use-statistics.ts');
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements
    .filter(ts.isInterfaceDeclaration)
    .find((statement) => statement.name.text === 'Statistics');
  return (declaration?.members ?? [])
    .map((member) => member.name?.getText(source) ?? '')
    .filter((name) => name !== 'isLoading');
}

// The page's example showed three figures after `useStatistics()` gained `partnersCount` (0.3.0),
// so a developer copying it never learnt the partners figure was there to show.
it("the API client page's useStatistics example shows every figure the hook gives", () => {
  const page = readFileSync(new URL('./api-client.mdx', import.meta.url), 'utf8');
  const destructured = page.match(/const \{([^}]*)\} = useStatistics\(\)/)?.[1] ?? '';
  const shown = destructured.split(',').map((name) => name.trim());
  const figures = statisticsFigures();
  expect(figures).toEqual(expect.arrayContaining(['usersCount', 'partnersCount']));
  expect(figures.filter((figure) => !shown.includes(figure))).toEqual([]);
  expect(figures.filter((figure) => !page.includes(`{${figure}}</dd>`))).toEqual([]);
});
