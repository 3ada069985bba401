import { createElement } from 'react';

// Story decorators the ui-kit and chat-widget stories share. They live here, in a private
// development package, so neither package's published tarball carries them.

/** Renders the story on a right-to-left page (`dir="rtl"`, as an Arabic or Hebrew site sets it). */
export function rightToLeft(Story) {
  return createElement('div', { dir: 'rtl' }, createElement(Story));
}
