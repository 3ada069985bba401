import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SlowLoadReload } from './slow-load-reload';

// The rule of member-portal.css that keeps the message hidden until its reveal: jsdom runs no
// animation, so a test ends the reveal itself with the `animationend` a browser sends at 15 s.
let portalRule: HTMLStyleElement;
beforeEach(() => {
  portalRule = document.createElement('style');
  portalRule.textContent = '.member-slow-load { visibility: hidden; }';
  document.head.append(portalRule);
});

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  portalRule.remove();
  document.body.innerHTML = '';
});

// `hidden` finds them while CSS hides them too, as a screen reader would not (and so would give
// the link no name to find it by).
const region = (hidden = false) => screen.getByRole('status', { hidden });
const reloadLink = (hidden = false) =>
  hidden
    ? screen.getByText('reload the page')
    : screen.getByRole('link', { name: 'reload the page' });

/** The page as the server sent it, then started by the app. */
function hydrateServerHtml(): void {
  const page = <SlowLoadReload href="/dashboard?mode=edit" />;
  document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
  const hydrationErrors = vi.fn();
  act(() => {
    hydrated = hydrateRoot(document.getElementById('root') as HTMLElement, page, {
      onRecoverableError: hydrationErrors,
    });
  });
  expect(hydrationErrors).not.toHaveBeenCalled();
}

describe('SlowLoadReload', () => {
  it('is in the server’s HTML, inside the live region, for the app that never starts', () => {
    document.body.innerHTML = renderToString(<SlowLoadReload href="/dashboard?mode=edit" />);
    expect(region(true)).toContainElement(reloadLink(true));
    expect(reloadLink(true)).toHaveAttribute('href', '/dashboard?mode=edit');
    // CSS shows it after 15 s; until then it is hidden, from a screen reader as from the eye.
    expect(reloadLink(true).closest('p')).toHaveClass('member-slow-load');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts the message into the live region afresh when CSS shows it, so it is announced', () => {
    hydrateServerHtml();
    const hiddenMessage = reloadLink(true).closest('p');
    expect(hiddenMessage).not.toBeVisible();

    fireEvent.animationEnd(hiddenMessage as HTMLElement);

    // A new paragraph in the region is what a screen reader announces; the same one, shown, is not.
    const shownMessage = reloadLink().closest('p');
    expect(shownMessage).not.toBe(hiddenMessage);
    expect(hiddenMessage).not.toBeInTheDocument();
    expect(region()).toContainElement(shownMessage);
    expect(region()).toHaveTextContent('This is taking long on your connection: reload the page.');
    expect(reloadLink()).toBeVisible();
    expect(reloadLink()).toHaveAttribute('href', '/dashboard?mode=edit');
  });

  it('hides the waiting message from screen readers once the app runs, so it is announced once', () => {
    hydrateServerHtml();
    // CSS reveals it at 15 s, just before its `animationend`: some screen readers announce such a
    // reveal in a live region, and the message put afresh would be the second time.
    portalRule.textContent = '.member-slow-load { visibility: visible; }';
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.animationEnd(reloadLink(true).closest('p') as HTMLElement);
    expect(region()).toContainElement(reloadLink());
  });

  it('leaves the region as it is while the wait is short', () => {
    hydrateServerHtml();
    const hiddenMessage = reloadLink(true).closest('p');
    act(() => undefined);
    expect(reloadLink(true).closest('p')).toBe(hiddenMessage);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('announces it at once when the app starts after CSS already showed it', () => {
    // Past 15 s the reveal has run: the message's rule no longer hides it.
    portalRule.textContent = '.member-slow-load { visibility: visible; }';
    hydrateServerHtml();
    expect(reloadLink().closest('p')).not.toHaveClass('member-slow-load');
    expect(region()).toContainElement(reloadLink());
  });

  it('has no accessibility violations once shown', async () => {
    const { container } = render(<SlowLoadReload href="/dashboard" />);
    fireEvent.animationEnd(reloadLink(true).closest('p') as HTMLElement);
    await expectNoAxeViolations(container);
  });
});
