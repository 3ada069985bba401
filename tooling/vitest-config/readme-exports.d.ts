/** The names an entry file (a path under `packageRoot`) exports in its `export { ... }` lists. */
export declare function exportedNames(packageRoot: string, entry: string): string[];

/** The exports of an entry file that the package's README never names as a whole word. */
export declare function undocumentedExports(packageRoot: string, entry: string): string[];
