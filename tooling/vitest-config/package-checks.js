import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

/** The packages a package's manifest asks installers for (dependencies and peer dependencies). */
export function declaredPackages(packageRoot) {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).sort();
}

/** The packages the published source under `src` imports (tests, stories and their helpers left out). */
export function importedPackages(packageRoot) {
  const sources = readdirSync(join(packageRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/\.(test|stories)\.tsx?$|test-support|internal\/story-/.test(file));
  const names = sources.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(join(packageRoot, 'src', file), 'utf8'), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      ),
  );
  return [...new Set(names)].sort();
}

/** The two module resolutions a plain TypeScript consumer may use. */
export const consumerResolutions = [
  [
    'nodenext',
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
  ],
  ['bundler', { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }],
  ['node16', { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 }],
];

// A plain TypeScript 6 project (no bundler's `*.css` declarations, `types: []`) importing the
// stylesheet as the README says. TypeScript 6 checks side-effect imports, so an export without
// declarations fails its typecheck. Reads the built package: run after `pnpm build`.
/**
 * The type errors a plain consumer gets from `import '<packageName>/styles.css'`, for one
 * resolution, in an ES module project (`"type": "module"`) or a CommonJS one (`moduleType`
 * `'commonjs'`, where TypeScript compiles the import to `require`).
 */
export function stylesheetImportErrors(
  packageRoot,
  packageName,
  resolution,
  moduleType = 'module',
) {
  const options = consumerResolutions.find(([name]) => name === resolution)?.[1];
  if (!options) throw new Error(`unknown resolution ${resolution}`);
  const consumer = mkdtempSync(join(tmpdir(), 'stylesheet-consumer-'));
  try {
    mkdirSync(join(consumer, 'node_modules', packageName, '..'), { recursive: true });
    symlinkSync(packageRoot, join(consumer, 'node_modules', packageName), 'dir');
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ type: moduleType }));
    writeFileSync(join(consumer, 'app.ts'), `import '${packageName}/styles.css';\nexport {};\n`);
    const program = ts.createProgram([join(consumer, 'app.ts')], {
      ...options,
      strict: true,
      noEmit: true,
      types: [],
      noUncheckedSideEffectImports: true,
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    rmSync(consumer, { recursive: true, force: true });
  }
}

/**
 * The file a package's `exports` hands a resolver for `subpath` under `conditions`, as Node's
 * resolution algorithm reads a conditions object (keys in order, `default` always matching, a
 * nested object that matches nothing letting the next key try), or `undefined` when none fits.
 * Resolvers of CSS use conditions of their own: Tailwind CSS 4 and webpack's CSS rules `style`
 * alone, Sass's `pkg:` importer `sass`, `style` and `default`.
 */
export function exportTarget(packageRoot, subpath, conditions) {
  const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));
  const resolve = (target) => {
    if (typeof target === 'string' || target === null || target === undefined)
      return target ?? undefined;
    for (const [key, value] of Object.entries(target)) {
      if (key !== 'default' && !conditions.includes(key)) continue;
      const found = resolve(value);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return resolve(manifest.exports?.[subpath]);
}
