// Writes the type declarations of a package's stylesheet export: `dist/styles.css.d.ts` for the
// `import` condition of `./styles.css` and `dist/styles.css.d.cts` for its `require` condition, so
// TypeScript 6 (which checks side-effect imports) accepts `import '<package>/styles.css'` without a
// bundler's `*.css` declarations, in ES module projects and in CommonJS ones (where TypeScript
// compiles the import to `require` and, under `node16`, refuses an ES module's declaration). Their
// maps lead "Go to Definition" on the import to the stylesheet's source, which the package ships.
import { writeFileSync } from 'node:fs';

/** Writes `dist/styles.css.d.ts`, `dist/styles.css.d.cts` and their maps, pointing at `src/styles.css`. */
export function writeStylesheetDeclaration() {
  for (const extension of ['d.ts', 'd.cts']) {
    const file = `styles.css.${extension}`;
    writeFileSync(
      `dist/${file}`,
      `// A stylesheet, imported for its effect: it exports nothing.\nexport {};\n//# sourceMappingURL=${file}.map\n`,
    );
    writeFileSync(
      `dist/${file}.map`,
      JSON.stringify({
        version: 3,
        file,
        sources: ['../src/styles.css'],
        names: [],
        mappings: ';AAAA',
      }),
    );
  }
}
