import { type FocusEvent, useState } from 'react';

/**
 * Tracks whether the pointer is over an element or focus is inside it, so rotating content can
 * hold still while someone is reading or operating it (WCAG 2.2.2).
 */
export function useHoverFocusPause() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    held: hovered || focused,
    /** Sets both at once: what was true before React listened (see `useRotationHandover`). */
    hold: (state: { hovered: boolean; focused: boolean }) => {
      setHovered(state.hovered);
      setFocused(state.focused);
    },
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
