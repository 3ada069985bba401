import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useSiteMenuDismissal } from './use-site-menu-dismissal';

/** A header with one menu, open as the page shows it when the app starts. */
function Header({ pathname }: { pathname: string }) {
  const header = useRef<HTMLElement>(null);
  useSiteMenuDismissal(header, pathname);
  return (
    <header ref={header}>
      <details open>
        <summary>Association</summary>
        <a href="/about">About</a>
      </details>
    </header>
  );
}

describe('useSiteMenuDismissal', () => {
  it('keeps a menu the visitor opened before the app ran, and closes it for a new page', () => {
    const { container, rerender } = render(<Header pathname="/about" />);
    const menu = container.querySelector('details') as HTMLDetailsElement;
    expect(menu.open).toBe(true);
    rerender(<Header pathname="/about" />);
    expect(menu.open).toBe(true);
    rerender(<Header pathname="/objective" />);
    expect(menu.open).toBe(false);
  });
});
