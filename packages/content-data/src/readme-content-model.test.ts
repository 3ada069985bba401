// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every exported interface of the sources, by name, with its fields' names. */
function interfaceFields(): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const files = readdirSync(`${packageRoot}src`, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const path = `${packageRoot}src/${file}`;
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement)) continue;
      const names = statement.members.flatMap((member) =>
        member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
      );
      fields.set(statement.name.text, names);
    }
  }
  return fields;
}

/** The README's content model: each row's type names and its description. */
function contentModelRows(): { types: string[]; description: string }[] {
  const readme = readFileSync(`${packageRoot}README.md`, 'utf8');
  const table = /## Content model\n\n([\s\S]*?)\n\n/.exec(readme)?.[1] ?? '';
  return table
    .split('\n')
    .slice(2)
    .map((row) => row.split('|').map((cell) => cell.trim()))
    .map(([, type = '', , description = '']) => ({
      // `PageSection[]` refers to a type that has a row of its own.
      types: [...type.matchAll(/`(\w+)`/g)].flatMap((match) => match[1] ?? []),
      description: description.toLowerCase(),
    }));
}

// The table is what another tool reads before using the data; it listed AssociationDuty without its
// `image`, CarouselSlide without its `focus`, MembershipType without `feeNote` and
// ProfessionalCategory without `redirectedSlugs`, so those fields looked absent. A field counts as
// described when the row names it or the first word of its name ("small text" for `smallText`).
it("the README's content model describes every field of each type it lists", () => {
  const fields = interfaceFields();
  const rows = contentModelRows();
  expect(rows.length).toBeGreaterThan(20);
  const undescribed = rows.flatMap(({ types, description }) =>
    types.flatMap((type) =>
      (fields.get(type) ?? [])
        .filter((field) => {
          const firstWord = field.split(/(?=[A-Z])/)[0] ?? field;
          return !description.includes(field.toLowerCase()) && !description.includes(firstWord);
        })
        .map((field) => `${type}.${field}`),
    ),
  );
  expect(undescribed).toEqual([]);
});
