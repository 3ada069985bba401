import { type RefObject, useEffect, useRef } from 'react';

/**
 * The header's menu a `details` belongs to: the outermost `details` around it (the phone menu
 * holds the groups that open in place; a group of the wide bar is a menu of its own).
 */
function menuOf(group: Element): Element {
  const outer = group.parentElement?.closest('details');
  return outer ? menuOf(outer) : group;
}

/**
 * Once the app runs, the header's open menus (native `details`) close the way people expect a
 * menu to: Escape closes the open one the cursor is in and gives focus back to its button, a
 * press outside closes them, focus moving out of a menu closes it, and moving to another page
 * closes them all. Before the app runs the menus open and close with their own buttons, and the page's
 * starter closes them with Escape and when focus leaves them (app-start/start-on-demand.ts, for
 * the header marked `data-escape-closes-menus`).
 *
 * Focus leaving a menu closes it rather than being kept inside: an open menu covers the page
 * below the header (the phone menu the whole screen, a group of the bar a band), so a link
 * tabbed to behind it could not be seen; closing is the usual pattern of a disclosure menu and
 * leaves Tab and Shift+Tab going where they always go. The groups inside the phone menu open in
 * place and cover nothing: moving between them leaves them as they are.
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
      // The open group the cursor is in (the one just opened, when its button was pressed), not
      // the last open one on the page: the phone menu may have several open in place.
      const open = openMenus();
      const focused = document.activeElement;
      const innermost =
        open.filter((menu) => focused && menu.contains(focused)).at(-1) ?? open.at(-1);
      if (!innermost) return;
      // The key is used: another Escape listener of the page (the assistant's failure box)
      // leaves it alone, so one press closes one thing.
      event.preventDefault();
      innermost.removeAttribute('open');
      innermost.querySelector('summary')?.focus();
    };
    // A press outside a menu closes it; a press inside the phone menu leaves its groups as they
    // are, as focus moving between them does: a tap on a second group's button, on the panel's
    // padding, or a swipe to scroll it closed the group open above, moving the rest of the panel
    // up under the finger.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      for (const open of openMenus()) {
        if (!menuOf(open).contains(target)) open.removeAttribute('open');
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Focus going nowhere (the window left, a press on text) is not the visitor moving on.
      if (!(next instanceof Node)) return;
      for (const open of openMenus()) {
        if (!menuOf(open).contains(next)) open.removeAttribute('open');
      }
    };
    const onClick = (event: MouseEvent) => {
      // Following a link inside a menu: the page behind is about to change. A link opened in
      // another tab or window (a modified or middle click) leaves this page, and its menu, as
      // they are.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        return;
      }
      const link = (event.target as Element).closest?.('a[href]');
      if (!link || !header.current?.contains(link)) return;
      for (const open of openMenus()) open.removeAttribute('open');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [header]);
}
