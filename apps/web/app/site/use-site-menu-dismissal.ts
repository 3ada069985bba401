import { type RefObject, useEffect } from 'react';

/**
 * Once the app runs, the header's open menus (native `details`) close the way people expect a
 * menu to: Escape closes the innermost open one and gives focus back to its button, a press
 * outside closes them, and moving to another page closes them all. Before the app runs the
 * menus still open and close with their own buttons, which is all a page being read needs.
 */
export function useSiteMenuDismissal(header: RefObject<HTMLElement | null>, pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each new page on purpose.
  useEffect(() => {
    // A new page: whatever was open belonged to the page before.
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
