import { type RefObject, useEffect, useRef } from 'react';

/**
 * Once the app runs, the header's open menus (native `details`) close the way people expect a
 * menu to: Escape closes the innermost open one and gives focus back to its button, a press
 * outside closes them, and moving to another page closes them all. Before the app runs the
 * menus open and close with their own buttons, and the page's starter closes them with Escape
 * (app-start/start-on-demand.ts, for the header marked `data-escape-closes-menus`).
 */
export function useSiteMenuDismissal(header: RefObject<HTMLElement | null>, pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Only a new page closes the menus: on hydration a menu open now was opened by the visitor
    // while the app was starting, and closing it would lose their press.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    for (const open of header.current?.querySelectorAll('details[open]') ?? []) {
      open.removeAttribute('open');
    }
  }, [header, pathname]);

  useEffect(() => {
    const openMenus = () => Array.from(header.current?.querySelectorAll('details[open]') ?? []);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const innermost = openMenus().at(-1);
      if (!innermost) return;
      innermost.removeAttribute('open');
      innermost.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      for (const open of openMenus()) {
        if (!open.contains(target)) open.removeAttribute('open');
      }
    };
    const onClick = (event: MouseEvent) => {
      // Following a link inside a menu: the page behind is about to change.
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !header.current?.contains(link)) return;
      for (const open of openMenus()) open.removeAttribute('open');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
    };
  }, [header]);
}
