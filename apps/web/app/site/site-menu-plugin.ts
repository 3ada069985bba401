import type { Plugin } from 'vite';
import { siteNavigation } from './site-navigation';

const MODULE_ID = 'virtual:site-menu';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Provides `virtual:site-menu`: the header's menu (labels and paths only), worked out from
 * content-data when the site is built. The menu is on every page, and importing it from
 * content-data in the browser would make every page download the full text of every duty,
 * service, category, governance entry and membership type just to show their names.
 */
export function siteMenuPlugin(): Plugin {
  return {
    name: 'coaz-site-menu',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const siteMenu = ${JSON.stringify(siteNavigation)};\n`;
    },
  };
}
