import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/**
 * The phone menu with a group that opens in place, then the wide bar's two groups, between a link
 * before the header and one of the page. (Without layout, Tab here also reaches the links of a
 * closed group, which a browser skips: the moves below avoid them.)
 */
function FullHeader() {
  const header = useRef<HTMLElement>(null);
  useSiteMenuDismissal(header, '/about');
  return (
    <>
      <a href="#main">Skip to the page</a>
      <header ref={header}>
        <details>
          <summary>Menu</summary>
          <details>
            <summary>Phone Association</summary>
            <a href="/about">Phone About</a>
          </details>
          <details>
            <summary>Phone Services</summary>
            <a href="/services/cpd">Phone CPD</a>
          </details>
          <p>The association's address</p>
          <a href="/login">Log in</a>
        </details>
        <details name="site-menu">
          <summary>Association</summary>
          <a href="/about">About</a>
          <a href="/objective">Objective</a>
        </details>
        <details name="site-menu">
          <summary>Services</summary>
          <a href="/services/cpd">CPD</a>
        </details>
      </header>
      <main id="main">
        <a href="/news">A link of the page</a>
      </main>
    </>
  );
}

const group = (name: string) => screen.getByText(name).closest('details') as HTMLDetailsElement;

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

  it("closes a group of the bar when Tab moves past its pages, and the page's links follow", async () => {
    render(<FullHeader />);
    await userEvent.click(screen.getByText('Association'));
    expect(group('Association').open).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Objective' })).toHaveFocus();
    expect(group('Association').open).toBe(true);
    await userEvent.tab();
    expect(screen.getByText('Services')).toHaveFocus();
    expect(group('Association').open).toBe(false);
  });

  it('closes the phone menu and its groups when focus leaves it, either way', async () => {
    render(<FullHeader />);
    await userEvent.click(screen.getByText('Menu'));
    await userEvent.click(screen.getByText('Phone Association'));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Phone About' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // Its groups open in place, covering nothing: moving on inside the menu leaves them open.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveFocus();
    expect(group('Phone Association').open).toBe(true);
    expect(group('Menu').open).toBe(true);
    await userEvent.tab();
    expect(screen.getByText('Association')).toHaveFocus();
    expect(group('Menu').open).toBe(false);
    expect(group('Phone Association').open).toBe(false);

    await userEvent.click(screen.getByText('Menu'));
    expect(group('Menu').open).toBe(true);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Skip to the page' })).toHaveFocus();
    expect(group('Menu').open).toBe(false);
  });

  it("keeps the phone menu's open groups when another group or the panel itself is pressed", async () => {
    render(<FullHeader />);
    await userEvent.click(screen.getByText('Menu'));
    await userEvent.click(screen.getByText('Phone Association'));
    await userEvent.click(screen.getByText('Phone Services'));
    expect(group('Phone Association').open).toBe(true);
    expect(group('Phone Services').open).toBe(true);
    // A tap on the panel's text, or a swipe starting on a link, to scroll it.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: screen.getByText("The association's address"),
    });
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Phone About' }));
    expect(group('Phone Association').open).toBe(true);
    expect(group('Menu').open).toBe(true);
    // A press outside the menu still closes it.
    fireEvent.pointerDown(screen.getByRole('link', { name: 'A link of the page' }));
    expect(group('Menu').open).toBe(false);
  });

  it('closes with Escape the open group the cursor is in, not the last one on the page', async () => {
    render(<FullHeader />);
    await userEvent.click(screen.getByText('Menu'));
    await userEvent.click(screen.getByText('Phone Services'));
    await userEvent.click(screen.getByText('Phone Association'));
    await userEvent.keyboard('{Escape}');
    expect(group('Phone Association').open).toBe(false);
    expect(group('Phone Services').open).toBe(true);
    expect(screen.getByText('Phone Association')).toHaveFocus();
  });

  // One press closes one thing: a listener after it (the assistant's failure box) sees it used.
  it('marks the Escape that closed a menu as used, and leaves one that closed nothing', async () => {
    render(<FullHeader />);
    const used: boolean[] = [];
    const later = (event: KeyboardEvent) => used.push(event.defaultPrevented);
    document.addEventListener('keydown', later);
    try {
      await userEvent.click(screen.getByText('Menu'));
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
    } finally {
      document.removeEventListener('keydown', later);
    }
    expect(used).toEqual([true, false]);
  });

  it('leaves a menu open when one of its links is opened in another tab', () => {
    render(<FullHeader />);
    group('Services').open = true;
    const link = screen.getByRole('link', { name: 'CPD' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { button: 1 });
    expect(group('Services').open).toBe(true);
    fireEvent.click(link);
    expect(group('Services').open).toBe(false);
  });

  it('keeps a menu open when focus goes nowhere, as when the window is left', async () => {
    render(<FullHeader />);
    await userEvent.click(screen.getByText('Services'));
    (document.activeElement as HTMLElement).blur();
    expect(group('Services').open).toBe(true);
    screen.getByText('Services').focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'CPD' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'A link of the page' })).toHaveFocus();
    expect(group('Services').open).toBe(false);
  });
});
