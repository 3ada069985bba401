import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { transform } from 'esbuild';

/** The starter's source, beside this file. */
export const STARTER_SOURCE = new URL('./start-on-demand.ts', import.meta.url);
/** The script that turns carousels before the app starts, inlined after the starter. */
export const ROTATOR_SOURCE = new URL('./rotate-before-app.ts', import.meta.url);
/** The starter's recovery after a deploy, a file of its own that the starter imports when needed. */
export const RECOVERY_SOURCE = new URL('./recover-after-deploy.ts', import.meta.url);

/**
 * Where the build writes the recovery, and the starter imports it from (its own copy of this
 * address, since it imports nothing): the same in every build, outside the hashed `/assets` a
 * deploy replaces, so a page opened under an older build finds it.
 */
export const RECOVERY_ADDRESS = '/app-start/recover-after-deploy.js';

const OPTIONS = {
  loader: 'ts',
  minify: true,
  target: 'es2020',
  legalComments: 'none',
} as const;

/**
 * The starter (`start-on-demand.ts`) as it goes into every page (its size is budgeted in
 * starter-size.test.ts): types stripped and minified by esbuild (ES2020: every browser the site
 * supports), its one function `coazStartOnDemand` a global of the page, which the page's inline
 * script calls; everything else inside it. The rotator (`rotate-before-app.ts`) follows it in the
 * same script, in a scope of its own, so the page's content security policy needs no further hash.
 */
export async function compileStarter(source?: string, rotatorSource?: string): Promise<string> {
  const code = source ?? (await readFile(STARTER_SOURCE, 'utf8'));
  const rotatorCode = rotatorSource ?? (await readFile(ROTATOR_SOURCE, 'utf8'));
  const [starter, rotator] = await Promise.all([
    // With no module format, esbuild keeps top-level names as they are (they may be globals), so
    // the one top-level function stays `coazStartOnDemand`; as an `export` it would come wrapped in
    // esbuild's module glue, about 230 bytes gzip on every page.
    transform(asGlobalFunction(code), OPTIONS),
    transform(rotatorCode, { ...OPTIONS, format: 'iife' }),
  ]);
  return `${starter.code.trim()}\n${rotator.code.trim()}`;
}

const EXPORTED_STARTER = /^export function coazStartOnDemand\(/m;

/** The starter's source with its one export made a plain function declaration. */
function asGlobalFunction(source: string): string {
  if (!EXPORTED_STARTER.test(source)) {
    throw new Error('start-on-demand.ts no longer exports `function coazStartOnDemand(`');
  }
  return source.replace(EXPORTED_STARTER, 'function coazStartOnDemand(');
}

/**
 * The recovery after a deploy (`recover-after-deploy.ts`) as the build writes it to
 * `RECOVERY_ADDRESS` in the client folder: an ES module, minified like the starter.
 */
export async function compileRecovery(source?: string): Promise<string> {
  const code = source ?? (await readFile(RECOVERY_SOURCE, 'utf8'));
  const { code: compiled } = await transform(code, { ...OPTIONS, format: 'esm' });
  return compiled;
}

/** Writes the recovery into a built client folder, at {@link RECOVERY_ADDRESS}. */
export async function writeRecovery(clientFolder: string): Promise<void> {
  const file = join(clientFolder, RECOVERY_ADDRESS);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await compileRecovery());
}
