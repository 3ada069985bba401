import { type RefObject, useEffect, useRef } from 'react';

/**
 * While `open`, makes the page around the widget's `root` inert (no focus, no clicks, hidden from
 * screen readers), the way a modal dialog's page is, and calls `onOutsidePress` when the visitor
 * presses anywhere outside `root`. Only elements it made inert are released again, so a host's own
 * inert parts stay as they were.
 */
export function useModalPage(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onOutsidePress: () => void,
): void {
  const latestOnOutsidePress = useRef(onOutsidePress);
  useEffect(() => {
    latestOnOutsidePress.current = onOutsidePress;
  });

  useEffect(() => {
    const widget = root.current;
    if (!open || widget === null) return;
    const madeInert: Element[] = [];
    // Every sibling of the widget and of each of its ancestors up to <body>: the whole page
    // except the path down to the widget, which must stay usable.
    for (let node = widget; node !== document.body && node.parentElement !== null; ) {
      const parent: HTMLElement = node.parentElement;
      for (const sibling of parent.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
      node = parent;
    }
    // A press on the inert page reaches no control there; it closes the window instead, so a
    // pointer never meets a page that silently ignores it.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !widget.contains(event.target)) {
        latestOnOutsidePress.current();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [root, open]);
}
