import chatIslandUrl from 'virtual:coaz-chat-island';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import {
  CHAT_ISLAND_ID,
  CHAT_ISLAND_MOUNTED_EVENT,
  CHAT_NAVIGATE_EVENT,
} from './chat-island-contract';
import { ChatSlot } from './chat-slot';
// Spied on, not mocked with vi.mock: test files share modules in a worker (isolate: false), so a
// file that rendered the site before this one has bound ChatSlot to the real loader already.
import * as widgetLoader from './load-site-chat-widget';

function Page() {
  return (
    <>
      <h1>Page</h1>
      <ChatSlot />
    </>
  );
}

function Constitution() {
  return <h1>Constitution</h1>;
}

/** A page whose own panel closes on Escape, as the studio's panels and the kit's dialogs do. */
function PageWithPanel() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <h1>Page</h1>
      {open ? (
        <section
          aria-label="Panel"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setOpen(false);
          }}
        >
          <button type="button">In the panel</button>
        </section>
      ) : null}
      <ChatSlot />
    </>
  );
}

const routes = [
  { path: '/about', Component: Page },
  { path: '/panel', Component: PageWithPanel },
  { path: '/constitution', Component: Constitution },
];

/** What the chat island does to the page when it mounts its assistant. */
function mountIsland() {
  const island = document.createElement('div');
  island.id = CHAT_ISLAND_ID;
  document.body.append(island);
  document.dispatchEvent(new Event(CHAT_ISLAND_MOUNTED_EVENT));
}

/** Follows a link in the island's assistant; true when the app took it over. */
function followFromIsland(href: string): boolean {
  const event = new CustomEvent(CHAT_NAVIGATE_EVENT, { detail: href, cancelable: true });
  return !document.dispatchEvent(event);
}

afterEach(() => {
  document.getElementById(CHAT_ISLAND_ID)?.remove();
  // Back to the real download for the next test.
  vi.restoreAllMocks();
});

describe('ChatSlot', () => {
  it('marks its launcher to load the chat island, not the app, when pressed before the app runs', async () => {
    const { container } = renderRoute(routes, '/about');
    const launcher = screen.getByRole('button', { name: 'Ask about the constitution' });
    const slot = launcher.closest('[data-app-start="own"]');
    expect(slot).toHaveAttribute('data-app-start-src', chatIslandUrl);
    expect(chatIslandUrl).toMatch(/^\/assets\/chat-island-[\w-]+\.js$/);
    await expectNoAxeViolations(container);
  });

  it('gives way to the island that already runs the assistant, leaving one launcher', () => {
    mountIsland();
    renderRoute(routes, '/about');
    expect(screen.queryByRole('button', { name: 'Ask about the constitution' })).toBeNull();
  });

  it('gives way to an island that mounts after the app started', () => {
    renderRoute(routes, '/about');
    expect(screen.getByRole('button', { name: 'Ask about the constitution' })).toBeVisible();
    act(mountIsland);
    expect(screen.queryByRole('button', { name: 'Ask about the constitution' })).toBeNull();
  });

  it("follows the island's links to the site's pages through the router", async () => {
    renderRoute(routes, '/about');
    let taken = false;
    act(() => {
      taken = followFromIsland('/constitution#article-5');
    });
    expect(taken).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Constitution' })).toBeInTheDocument();
  });

  it('leaves links to other sites to the browser', () => {
    renderRoute(routes, '/about');
    expect(followFromIsland('https://example.org/')).toBe(false);
    expect(followFromIsland('//example.org/')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  it("keeps the page when the assistant's download fails on a dropped connection, and offers to try again", async () => {
    const user = userEvent.setup();
    const load = vi.spyOn(widgetLoader, 'loadSiteChatWidget');
    // Every download fails until the connection comes back: React may start a render twice on a
    // busy machine, and a failure given once would be spent by the render it threw away.
    load.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module: /assets/site-chat-widget.js'),
    );
    const { container } = renderRoute(routes, '/about');
    // The visitor's page, with what they typed into it, is still there.
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The assistant could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const failedCalls = load.mock.calls.length;
    load.mockResolvedValue({ default: () => <p>The assistant</p> });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The assistant')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load.mock.calls.length).toBeGreaterThan(failedCalls);
  });

  it('lets the visitor close the failure message with Close or Esc, leaving the launcher to try again', async () => {
    const user = userEvent.setup();
    const load = vi.spyOn(widgetLoader, 'loadSiteChatWidget');
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const { container } = renderRoute(routes, '/about');
    const launcher = () => screen.getByRole('button', { name: 'Ask about the constitution' });
    await user.click(launcher());
    const failure = await screen.findByRole('alert');
    // On a 360 px phone the message covered the end of the page until Try again was pressed.
    await user.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    await expectNoAxeViolations(container);

    // Again, closed by Esc this time, with the focus wherever it was.
    await user.click(launcher());
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The launcher still tries again.
    load.mockResolvedValue({ default: () => <p>The assistant</p> });
    await user.click(launcher());
    expect(await screen.findByText('The assistant')).toBeInTheDocument();
  });

  it('leaves the failure message open when Esc was for a panel of the page, which used it', async () => {
    const user = userEvent.setup();
    const load = vi.spyOn(widgetLoader, 'loadSiteChatWidget');
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    renderRoute(routes, '/panel');
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'In the panel' }));
    await user.keyboard('{Escape}');
    // One Esc closes one thing: the panel that had the focus.
    expect(screen.queryByRole('region', { name: 'Panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    // The next Esc is the message's.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries the download again when the launcher is pressed after a failure', async () => {
    const user = userEvent.setup();
    const load = vi.spyOn(widgetLoader, 'loadSiteChatWidget');
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    renderRoute(routes, '/about');
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    await screen.findByRole('alert');
    load.mockResolvedValue({ default: () => <p>The assistant</p> });
    await user.click(screen.getByRole('button', { name: 'Ask about the constitution' }));
    expect(await screen.findByText('The assistant')).toBeInTheDocument();
  });
});
