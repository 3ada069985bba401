/** The header's menu, generated at build time by `siteMenuPlugin` from `siteNavigation`. */
declare module 'virtual:site-menu' {
  import type { NavigationItem } from '@coaz/ui-kit';

  /** Every menu entry with its sub-pages: labels and paths only. */
  export const siteMenu: NavigationItem[];
}
