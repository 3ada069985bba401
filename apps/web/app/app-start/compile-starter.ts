import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

/** The starter's source, beside this file. */
export const STARTER_SOURCE = new URL('./start-on-demand.ts', import.meta.url);
/** The script that turns carousels before the app starts, inlined after the starter. */
export const ROTATOR_SOURCE = new URL('./rotate-before-app.ts', import.meta.url);

/**
 * The starter (`start-on-demand.ts`) as it goes into every prerendered page: types stripped and
 * minified by esbuild (ES2020: every browser the site supports), wrapped in a function scope so nothing
 * but `coazStartOnDemand` becomes global (the page's inline script calls it). The rotator
 * (`rotate-before-app.ts`) follows it in the same script, in a scope of its own, so the page's
 * content security policy needs no further hash.
 */
export async function compileStarter(source?: string): Promise<string> {
  const code = source ?? (await readFile(STARTER_SOURCE, 'utf8'));
  const options = {
    loader: 'ts',
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
  } as const;
  const [starter, rotator] = await Promise.all([
    transform(code, {
      ...options,
      globalName: 'coazStarter',
      footer: 'var coazStartOnDemand=coazStarter.coazStartOnDemand;',
    }),
    transform(await readFile(ROTATOR_SOURCE, 'utf8'), options),
  ]);
  return `${starter.code.trim()}\n${rotator.code.trim()}`;
}
