import { type RefObject, useEffect } from 'react';

/**
 * While `active`, writes the part of the screen the visitor sees onto `element` as
 * `--coaz-chat-visible-top` and `--coaz-chat-visible-height` whenever an on-screen keyboard lies
 * over the page (the visual viewport shorter than the layout viewport), and removes them when it
 * goes. The stylesheet fits the full-screen window into that part, so the field and the title
 * bar's Close stay above the keyboard. Nothing is written where the keyboard shrinks the page
 * itself (`interactive-widget=resizes-content`), nor for a pinch zoom, which shrinks the visual
 * viewport too but is the visitor looking closer, not a keyboard.
 */
export function useVisibleViewport(element: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const target = element.current;
    if (!active || !viewport || target === null) return;
    // An empty value removes the property: the window is the whole screen again.
    const show = (covered: boolean) => {
      target.style.setProperty('--coaz-chat-visible-top', covered ? `${viewport.offsetTop}px` : '');
      target.style.setProperty('--coaz-chat-visible-height', covered ? `${viewport.height}px` : '');
    };
    // The layout viewport's height, scroll bars left out as the visual viewport leaves them out;
    // Safari's innerHeight can follow the visible part rather than the page.
    const follow = () =>
      show(viewport.scale < 1.01 && document.documentElement.clientHeight - viewport.height > 1);
    follow();
    viewport.addEventListener('resize', follow);
    // iOS pans the page under the keyboard to show the field: the visible part moves.
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
      show(false);
    };
  }, [element, active]);
}
