import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

/** The starter's source, beside this file. */
export const STARTER_SOURCE = new URL('./start-on-demand.ts', import.meta.url);

/**
 * The starter (`start-on-demand.ts`) as it goes into every prerendered page: types stripped and
 * minified by esbuild (ES2020: every browser the site supports), wrapped in a function scope so nothing
 * but `coazStartOnDemand` becomes global (the page's inline script calls it).
 */
export async function compileStarter(source?: string): Promise<string> {
  const code = source ?? (await readFile(STARTER_SOURCE, 'utf8'));
  const result = await transform(code, {
    loader: 'ts',
    format: 'iife',
    globalName: 'coazStarter',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    footer: 'var coazStartOnDemand=coazStarter.coazStartOnDemand;',
  });
  return result.code.trim();
}
