import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from './router-link';

function HomeWithLink() {
  return <RouterLink href="/join">Join COAZ</RouterLink>;
}

function LinkToPlace() {
  return <RouterLink href="#fees-due">Fees due</RouterLink>;
}

/** A page linking to a place on itself, as the dashboard's menu links the secretariat's tools. */
const LinkOnPage = createRoutesStub([{ path: '/', Component: LinkToPlace }]);

function JoinPage() {
  return <h1>Join</h1>;
}

/** A page linking to /join, whose loader a prefetch would fetch as `/join.data`. */
const LinkToJoin = createRoutesStub([
  { path: '/', Component: HomeWithLink },
  { path: '/join', loader: () => ({}), Component: JoinPage },
]);

function renderLinkToJoin() {
  render(<LinkToJoin initialEntries={['/']} />);
}

/** The main pointer as `matchMedia('(hover: hover)')` reports it. */
function pointerHovers(hovers: boolean) {
  // jsdom has no matchMedia of its own.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: hovers && query === '(hover: hover)',
    media: query,
  }));
}

/** Puts a finger (or a resting mouse) on the link and waits past React Router's 100 ms of intent. */
async function restOnLink(event: 'touchStart' | 'mouseEnter') {
  vi.useFakeTimers();
  fireEvent[event](screen.getByRole('link', { name: 'Join COAZ' }));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(200);
  });
  vi.useRealTimers();
}

// React puts the prefetch links in the document's head.
const prefetches = () =>
  [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

describe('RouterLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The dashboard's menu links its secretariat tools on the page itself.
  it('leaves a link to a place on this page a plain link, prefetching nothing', () => {
    render(<LinkOnPage initialEntries={['/']} />);
    expect(screen.getByRole('link', { name: 'Fees due' })).toHaveAttribute('href', '#fees-due');
    expect(prefetches()).toEqual([]);
  });

  it('prefetches nothing when a finger crosses a link on a touch screen', async () => {
    pointerHovers(false);
    renderLinkToJoin();
    await restOnLink('touchStart');
    expect(prefetches()).toEqual([]);
  });

  it('prefetches the page’s data when a mouse rests on the link', async () => {
    pointerHovers(true);
    renderLinkToJoin();
    await restOnLink('mouseEnter');
    expect(prefetches()).toEqual([expect.stringMatching(/^\/join\.data/)]);
  });
});
