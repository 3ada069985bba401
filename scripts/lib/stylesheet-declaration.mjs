// Writes the type declaration of a package's stylesheet export: `dist/styles.css.d.ts`, which the
// `types` condition of `./styles.css` names, so TypeScript 6 (which checks side-effect imports)
// accepts `import '<package>/styles.css'` without a bundler's `*.css` declarations. Its map leads
// "Go to Definition" on the import to the stylesheet's source, which the package ships.
import { writeFileSync } from 'node:fs';

/** Writes `dist/styles.css.d.ts` and its map, pointing at `src/styles.css`. */
export function writeStylesheetDeclaration() {
  writeFileSync(
    'dist/styles.css.d.ts',
    '// A stylesheet, imported for its effect: it exports nothing.\nexport {};\n//# sourceMappingURL=styles.css.d.ts.map\n',
  );
  writeFileSync(
    'dist/styles.css.d.ts.map',
    JSON.stringify({
      version: 3,
      file: 'styles.css.d.ts',
      sources: ['../src/styles.css'],
      names: [],
      mappings: ';AAAA',
    }),
  );
}
