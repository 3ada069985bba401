import chatIslandUrl from 'virtual:coaz-chat-island';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import {
  CHAT_ISLAND_ID,
  CHAT_ISLAND_MOUNTED_EVENT,
  CHAT_NAVIGATE_EVENT,
} from './chat-island-contract';
import { ChatSlot } from './chat-slot';

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

const routes = [
  { path: '/about', Component: Page },
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

afterEach(() => document.getElementById(CHAT_ISLAND_ID)?.remove());

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
});
