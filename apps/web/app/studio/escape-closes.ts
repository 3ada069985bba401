import type { KeyboardEvent } from 'react';

/**
 * A studio panel's `onKeyDown`: Escape pressed anywhere inside closes it, as it closes the site's
 * menus, unless something inside used the key first. `close` is the panel's own Close (or Keep
 * it), which gives the cursor back to the button that opened the panel (studio-collection.tsx).
 * @example <section onKeyDown={escapeCloses(onClose)}>…</section>
 */
export function escapeCloses(close: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
}
