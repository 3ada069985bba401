import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:coaz-starter';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:coaz-starter`: the page starter's text as the build inlines it into prerendered
 * pages, so the server build inlines the very same text into the pages it renders.
 * @param starterSource gives the starter's text (read or compiled at build time)
 */
export function starterModulePlugin(starterSource: () => Promise<string>): Plugin {
  return {
    name: 'coaz-starter',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(await starterSource())};`;
    },
  };
}
