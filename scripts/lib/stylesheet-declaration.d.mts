/** Writes `dist/styles.css.d.ts` and its map, pointing at `src/styles.css`. */
export function writeStylesheetDeclaration(): void;
