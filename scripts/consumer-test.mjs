// The consumer test (`npm test` runs it after the build): packs the published @coaz/* packages,
// installs the tarballs with npm in a fresh project outside the workspace, and uses them as another
// association tool would: Node scripts in both module systems on Node 20 and on this Node, a
// typecheck with `bundler` and with `nodenext` resolution (README examples included), a Vite +
// React build, a README example run against the real server, and the size budgets.
// Each check counts as one test, reported in test-results/consumer.json.
//
// `node scripts/consumer-test.mjs [--keep]` (after `pnpm build`); --keep leaves the project.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startBuiltServer } from './lib/built-server.mjs';
import {
  coazPackagesImported,
  extractReadmeSnippets,
  packagesInstalledByReadme,
} from './lib/readme-snippets.mjs';

const root = new URL('..', import.meta.url).pathname;
const PACKAGES = ['api-client', 'chat-widget', 'constitution-qa', 'content-data', 'ui-kit'];
const NODE_20 = '/usr/bin/node';
/** What the test project installs besides the packages, at the workspace's versions. */
const TOOLS = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@tanstack/react-query': '5.108.0',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '6.0.3',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  '@types/node': '24.19.2',
  esbuild: '0.28.2',
  'react-router': '8.5.1',
};
/** Gzip budgets, in bytes, of one import each (React and ReactDOM left out: an app ships them anyway). */
const BUDGETS = [
  [
    'one content-data export (pageTitle)',
    "export { pageTitle } from '@coaz/content-data';",
    8 * 1024,
  ],
  [
    'one content-data area (membership)',
    "export { membershipTypes } from '@coaz/content-data/membership';",
    8 * 1024,
  ],
  ['one ui-kit component (Button), over React', "export { Button } from '@coaz/ui-kit';", 2 * 1024],
  // Membership has its own entry (`@coaz/api-client/membership`), so the core stays within this.
  // 10.25 KB since 7 December 2026: the core was 4 bytes under 10 KB when a refresh that answers
  // after a logout had to be kept from signing the member in again (14 bytes).
  [
    "api-client's core, with ky",
    "export { createApiClient } from '@coaz/api-client';",
    10.25 * 1024,
  ],
];

/**
 * What is wrong with the declaration maps of an installed package: each entry's `.d.ts` and
 * `.d.cts` must name a map, every source a map lists must be a file in the package, and some map
 * must lead to TypeScript source (an entry that only re-exports other entries maps nothing itself:
 * the editor follows the re-export to their maps).
 */
function brokenDeclarationMaps(packageFolder) {
  const manifest = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'));
  const declarations = new Set(
    JSON.stringify(manifest.exports).match(/\.\/dist\/[^"]+\.d\.c?ts/g) ?? [],
  );
  const problems = declarations.size === 0 ? ['no declarations in exports'] : [];
  let leadsToSource = false;
  for (const declaration of declarations) {
    const file = join(packageFolder, declaration);
    const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1];
    if (!url) {
      problems.push(`${declaration} names no map`);
      continue;
    }
    const mapFile = join(dirname(file), url);
    if (!existsSync(mapFile)) {
      problems.push(`${declaration}'s map ${url} is missing`);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const sources = (map.sources ?? []).map((source) => join(dirname(mapFile), source));
    leadsToSource ||= sources.some((source) => /(?<!\.d)\.tsx?$/.test(source));
    for (const source of sources.filter((path) => !existsSync(path))) {
      problems.push(
        `${declaration}'s map points at ${source.slice(packageFolder.length + 1)}, not shipped`,
      );
    }
  }
  if (!leadsToSource) problems.push('no declaration map leads to a TypeScript source');
  return problems;
}

const keep = process.argv.includes('--keep');
const results = [];

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function record(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''} (${elapsed()})`);
  return ok;
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  return { ok: result.status === 0, output };
}

function check(name, command, args, options) {
  const { ok, output } = run(command, args, options);
  if (!ok) console.log(output);
  return record(name, ok);
}

const project = mkdtempSync(join(tmpdir(), 'coaz-consumer-'));
const tarballs = join(project, 'tarballs');
let server;
try {
  // 1. Pack, exactly as `pnpm publish` would (workspace: ranges become versions).
  mkdirSync(tarballs);
  const packed = {};
  for (const name of PACKAGES) {
    const folder = join(root, 'packages', name);
    const { ok, output } = run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: folder });
    if (!ok) throw new Error(`pnpm pack failed in packages/${name}:\n${output}`);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
    const file = readdirSync(tarballs).find((entry) => entry.startsWith(`coaz-${name}-`));
    packed[manifest.name] = `file:${join(tarballs, file)}`;
  }

  // 2. A fresh project, outside the workspace, installing the tarballs with npm.
  cpSync(join(root, 'scripts/consumer'), project, { recursive: true });
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'coaz-consumer-test',
        private: true,
        type: 'module',
        dependencies: { ...packed, ...TOOLS },
        // The packages depend on each other by version; these point those at the tarballs too.
        overrides: packed,
      },
      null,
      2,
    ),
  );
  const install = run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: project },
  );
  if (!install.ok) throw new Error(`npm install failed:\n${install.output}`);
  record('npm installs the packed packages in a fresh project', true);

  // 3. Node: ES modules and CommonJS, on Node 20 (the oldest supported line) and this Node.
  for (const node of [NODE_20, process.execPath]) {
    if (!existsSync(node)) continue;
    const version = run(node, ['--version']).output;
    check(`import() of every entry on Node ${version}`, node, ['esm.mjs'], { cwd: project });
    check(`require() of every entry on Node ${version}`, node, ['cjs.cjs'], { cwd: project });
  }

  // 4. React Server Components: the React entries say they are client code, first thing.
  const clientEntries = [
    'node_modules/@coaz/ui-kit/dist/index.js',
    'node_modules/@coaz/ui-kit/dist/index.cjs',
    'node_modules/@coaz/chat-widget/dist/index.js',
    'node_modules/@coaz/chat-widget/dist/index.cjs',
    'node_modules/@coaz/api-client/dist/react.js',
    'node_modules/@coaz/api-client/dist/react.cjs',
  ];
  const notClient = clientEntries.filter(
    (file) => !readFileSync(join(project, file), 'utf8').startsWith('"use client";'),
  );
  const coreIsClient = readFileSync(
    join(project, 'node_modules/@coaz/api-client/dist/index.js'),
    'utf8',
  ).startsWith('"use client"');
  record(
    '"use client" opens the React entries, and only them',
    notClient.length === 0 && !coreIsClient,
    [...notClient, ...(coreIsClient ? ['api-client core has it'] : [])].join(', '),
  );

  // 4b. Declaration maps: "Go to Definition" lands in the package's TypeScript source, which ships.
  for (const name of PACKAGES) {
    const broken = brokenDeclarationMaps(join(project, 'node_modules/@coaz', name));
    record(
      `@coaz/${name}'s declaration maps point at shipped sources`,
      broken.length === 0,
      broken.slice(0, 3).join('; '),
    );
  }

  // 5. Types: bundler resolution (the Vite app and every README example), then nodenext in both
  // module systems. The bundler check adds the flags stricter projects turn on beside `strict`
  // (noUncheckedIndexedAccess, exactOptionalPropertyTypes), so an example copied into one compiles.
  const snippets = extractReadmeSnippets(
    PACKAGES.map((name) => join(root, 'packages', name, 'README.md')),
  );
  mkdirSync(join(project, 'readme'));
  for (const snippet of snippets)
    writeFileSync(join(project, 'readme', snippet.file), snippet.code);
  console.log(`${snippets.length} README examples extracted`);
  // This project installs every package, so an example importing a package its README never has
  // the reader install would still pass here; under pnpm or Yarn Plug'n'Play, where an app imports
  // only what its own manifest names, it fails to resolve.
  for (const name of PACKAGES) {
    const readme = join(root, 'packages', name, 'README.md');
    const installed = packagesInstalledByReadme(readme);
    const imported = snippets
      .filter((snippet) => snippet.source.startsWith(`${readme}:`))
      .flatMap((snippet) => [...coazPackagesImported(snippet.code)]);
    const missing = [...new Set(imported)].filter((specifier) => !installed.has(specifier));
    record(
      `@coaz/${name}'s README installs every @coaz package its examples import`,
      missing.length === 0,
      missing.length > 0 ? `imported but never installed: ${missing.join(', ')}` : '',
    );
  }
  const tsc = join(project, 'node_modules/typescript/bin/tsc');
  check(
    'typecheck with moduleResolution bundler (app and README examples)',
    process.execPath,
    [tsc, '-p', 'tsconfig.bundler.json'],
    { cwd: project },
  );
  check(
    'typecheck with module nodenext (ESM and CommonJS)',
    process.execPath,
    [tsc, '-p', 'tsconfig.nodenext.json'],
    { cwd: project },
  );

  // 6. A Vite + React app.
  const built = check(
    'vite build of a React app',
    process.execPath,
    [join(project, 'node_modules/vite/bin/vite.js'), 'build'],
    { cwd: project },
  );
  // content-data's README maps the pictures with `?no-inline` so that the drawings, all under
  // Vite's inlining limit, become files rather than data URLs in the JavaScript of every page.
  if (built) {
    const assets = join(project, 'dist/assets');
    const files = readdirSync(assets);
    const inlined = files
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(join(assets, file), 'utf8').includes('data:image/svg+xml'));
    const drawings = files.filter((file) => file.endsWith('.svg')).length;
    record(
      "content-data's Vite recipe emits the drawings as files, none inlined in the JavaScript",
      inlined.length === 0 && drawings > 0,
      `${drawings} SVG files; inlined in ${inlined.join(', ') || 'none'}`,
    );
  }

  // 7. The README's Node script, run against the real server in demo mode.
  const runnable = snippets.filter((snippet) => snippet.run);
  if (runnable.length > 0) {
    // The API is what the example needs; a one-page site lets the start-up probe of `/` pass.
    const webRoot = join(project, 'site');
    mkdirSync(webRoot);
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>COAZ</title>');
    try {
      // A loaded machine (a CI runner busy with other jobs) can take minutes to open the database.
      server = await startBuiltServer({ repositoryRoot: root, webRoot, startupTimeoutMs: 180_000 });
    } catch (error) {
      record('the built server starts for the README examples', false, error.message);
    }
    // Saved under the name the README gives and run as it says, on every Node the packages
    // support: Node 20 runs JavaScript only, so an example saved as `.mts` would fail there.
    for (const snippet of server ? runnable : []) {
      const script = join('readme', snippet.runAs);
      writeFileSync(join(project, script), snippet.code);
      for (const node of [NODE_20, process.execPath].filter((path) => existsSync(path))) {
        check(
          `README example ${snippet.runAs} runs against the server on Node ${run(node, ['--version']).output}`,
          node,
          [script],
          { cwd: project, env: { ...process.env, COAZ_URL: server.url } },
        );
      }
    }
  }

  // 8. Sizes, bundled and minified as an app's production build would.
  const sizes = run(process.execPath, ['measure-sizes.mjs', JSON.stringify(BUDGETS)], {
    cwd: project,
  });
  for (const line of sizes.output.split('\n')) {
    const match = /^(PASS|FAIL) (.*)$/.exec(line);
    if (match) record(match[2], match[1] === 'PASS');
    else console.log(line);
  }
  if (!sizes.ok && !/^FAIL /m.test(sizes.output)) record('size measurement', false);
} catch (error) {
  record('consumer test setup', false, error instanceof Error ? error.message : String(error));
} finally {
  await server?.stop();
  if (keep) console.log(`project kept at ${project}`);
  else rmSync(project, { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results/consumer.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: results.length - passed }),
);
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
