/** The packages a package's manifest asks installers for (dependencies and peer dependencies), sorted. */
export declare function declaredPackages(packageRoot: string): string[];

/** The packages the published source under `src` imports (tests, stories and their helpers left out), sorted. */
export declare function importedPackages(packageRoot: string): string[];

/** The module resolutions a plain TypeScript consumer may use, by name. */
export declare const consumerResolutions: readonly [
  name: 'nodenext' | 'bundler' | 'node16',
  options: object,
][];

/**
 * The type errors a plain TypeScript 6 consumer gets from `import '<packageName>/styles.css'`, in an
 * ES module project or (`moduleType` `'commonjs'`) a CommonJS one.
 */
export declare function stylesheetImportErrors(
  packageRoot: string,
  packageName: string,
  resolution: 'nodenext' | 'bundler' | 'node16',
  moduleType?: 'module' | 'commonjs',
): string[];

/**
 * The file a package's `exports` hands a resolver for `subpath` (such as `'./styles.css'`) under
 * `conditions`, read as Node reads a conditions object, or `undefined` when none fits.
 */
export declare function exportTarget(
  packageRoot: string,
  subpath: string,
  conditions: readonly string[],
): string | undefined;
