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

/** Each published source file parsed once, for the checks below. */
const parsedSources = publishedSources.map((file) =>
  ts.createSourceFile(
    file,
    readFileSync(`${sourceRoot}${file}`, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  ),
);

/** `Interface.member` for every member of an exported interface that `isWrong` picks. */
function membersWhere(isWrong: (docs: readonly ts.Node[]) => boolean): string[] {
  return parsedSources.flatMap((source) => {
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

/**
 * The members each of the kit's interfaces declares, its own and those of the kit's interfaces it
 * extends (`extends PartnerGridOptions`, `Partial<PersonProfileLabels>`), by the interface's name.
 * Members of React's HTML attribute types are left out: those carry no doc comment of the kit's.
 */
function interfaceMembers(): Map<string, Set<string>> {
  const own = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  for (const source of parsedSources) {
    for (const node of source.statements.filter(ts.isInterfaceDeclaration)) {
      own.set(
        node.name.text,
        node.members.map((member) => member.name?.getText(source) ?? ''),
      );
      const heritage = (node.heritageClauses ?? []).map((clause) => clause.getText(source));
      parents.set(node.name.text, heritage.join(' ').match(/\b[A-Z]\w+/g) ?? []);
    }
  }
  const collect = (name: string, seen: Set<string>): string[] => {
    if (seen.has(name) || !own.has(name)) return [];
    seen.add(name);
    return [
      ...(own.get(name) ?? []),
      ...(parents.get(name) ?? []).flatMap((parent) => collect(parent, seen)),
    ];
  };
  return new Map([...own.keys()].map((name) => [name, new Set(collect(name, new Set()))]));
}

/** `Component.prop` for each prop an exported component gives a default its props type never declares. */
function defaultsOfInheritedProps(): string[] {
  const members = interfaceMembers();
  return parsedSources.flatMap((source) => {
    return source.statements.filter(ts.isFunctionDeclaration).flatMap((node) => {
      const [props] = node.parameters;
      const typeName = props?.type?.getText(source) ?? '';
      const own = members.get(typeName);
      if (!props || !own || !ts.isObjectBindingPattern(props.name)) return [];
      return props.name.elements
        .filter((element) => element.initializer !== undefined)
        .map((element) => (element.propertyName ?? element.name).getText(source))
        .filter((prop) => !own.has(prop))
        .map((prop) => `${node.name?.text}.${prop}`);
    });
  });
}

// A prop the kit gives its own default but leaves to React's HTML attribute types (Button's
// `type`, 'button' so it never submits a form) had an empty row in Storybook's props table: the
// behaviour a developer most needs to know was the one prop said nothing of. Each such prop is
// declared again in the component's props interface, with its doc comment and `@default`.
it("declares, with a doc comment, every prop whose default is the kit's own", () => {
  expect(defaultsOfInheritedProps()).toEqual([]);
});

/**
 * `Interface.member` for each member an exported interface takes from one of the kit's own through
 * `Omit<...>` (`PasswordFieldProps extends Omit<TextFieldProps, 'type'>`) without declaring it.
 */
function membersOnlyThroughOmit(): string[] {
  const members = interfaceMembers();
  return parsedSources.flatMap((source) => {
    return source.statements.filter(ts.isInterfaceDeclaration).flatMap((node) => {
      const own = new Set(node.members.map((member) => member.name?.getText(source) ?? ''));
      const omits = (node.heritageClauses ?? []).flatMap((clause) => clause.types);
      return omits.flatMap((heritage) => {
        const [base, left] = heritage.typeArguments ?? [];
        if (heritage.expression.getText(source) !== 'Omit' || !base) return [];
        const kept = [...(members.get(base.getText(source)) ?? [])].filter(
          (member) => !(left?.getText(source) ?? '').includes(`'${member}'`),
        );
        return kept.filter((member) => !own.has(member)).map((m) => `${node.name.text}.${m}`);
      });
    });
  });
}

// Storybook's docgen reads no member through `Omit<...>` of another file's interface: the
// PasswordField's props table had `label` without a word and no `hint` or `error` row at all.
// A props interface built that way on one of the kit's declares again each member it keeps.
it("declares each member a props interface keeps from another of the kit's through Omit", () => {
  expect(membersOnlyThroughOmit()).toEqual([]);
});
