import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkComponent } from '../link/link-component';
import { type NavigationItem, NavigationMenu } from './navigation-menu';

const items: NavigationItem[] = [
  { label: 'Home', href: '/' },
  {
    label: 'About',
    href: '/about',
    children: [
      { label: 'Leadership', href: '/about/leadership' },
      { label: 'History', href: '/about/history' },
    ],
  },
  { label: 'Contact', href: '/contact' },
];

const TaggedLink: LinkComponent = ({ href, children, ...props }) => (
  <a href={href} data-router="yes" {...props}>
    {children}
  </a>
);

type ResizeCallback = (entries: Array<{ contentRect: { width: number } }>) => void;

// A path, not a URL: under jsdom `URL` is jsdom's, which node:fs does not accept.
const stylesheet = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'navigation-menu.css'),
  'utf8',
);

describe('NavigationMenu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const added of document.querySelectorAll('[data-test="navigation-menu"]')) added.remove();
  });

  it('lets the row wrap as served, before it is measured, and keeps it one line once measured', () => {
    const style = document.createElement('style');
    style.dataset.test = 'navigation-menu';
    style.textContent = stylesheet;
    document.head.append(style);
    const flexWrap = (root: ParentNode) =>
      getComputedStyle(root.querySelector('.coaz-nav__list:not(.coaz-nav__measure)') as Element)
        .flexWrap;

    // The page as the server sends it, before (or without) the component's script.
    const served = document.createElement('div');
    served.dataset.test = 'navigation-menu';
    served.innerHTML = renderToString(<NavigationMenu items={items} />);
    document.body.append(served);
    expect(flexWrap(served)).toBe('wrap');
    // The invisible copy that is measured stays one line, so each entry's width is its own.
    expect(getComputedStyle(served.querySelector('.coaz-nav__measure') as Element).flexWrap).toBe(
      'nowrap',
    );
    served.remove();

    let resize: ResizeCallback = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeCallback) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    // Mounted but not yet measured (ResizeObserver has not reported): still free to wrap.
    const { container } = render(<NavigationMenu items={items} />);
    expect(flexWrap(container)).toBe('wrap');
    act(() => resize([{ contentRect: { width: 600 } }]));
    expect(flexWrap(container)).toBe('nowrap');
  });

  it('marks the current page and opens a submenu as a disclosure', async () => {
    const { container } = render(
      <NavigationMenu items={items} currentPath="/about/history" label="Main" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'History' })).toBeNull();

    await userEvent.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    await expectNoAxeViolations(container);

    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('closes an open submenu when someone clicks elsewhere', async () => {
    render(
      <>
        <NavigationMenu items={items} />
        <p>Outside</p>
      </>,
    );
    const about = screen.getByRole('button', { name: 'About' });
    await userEvent.click(about);
    await userEvent.click(screen.getByText('Outside'));
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists every entry in a column without measuring, for the mobile drawer', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      label: `Page ${index}`,
      href: `/p${index}`,
    }));
    render(<NavigationMenu items={many} layout="column" label="Mobile" />);
    const nav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    expect(nav.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('renders links with the component it is given', () => {
    render(<NavigationMenu items={items} linkComponent={TaggedLink} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });
});
