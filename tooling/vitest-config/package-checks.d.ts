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
