import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { SiteLayout } from './site-layout';

// The server renders a page at its normalised address (tracking queries dropped, an unknown
// address at the internal '/__not-found'), and the browser hydrates it at the address it asked
// for. The print line names the page's address, so it must not make the two renders disagree:
// React throws a disagreeing render away and logs error #418 (a 404 page did, in e2e).

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

function PageInLayout() {
  return (
    <SiteLayout>
      <h1>Page</h1>
    </SiteLayout>
  );
}

function PageAt({ address }: { address: string }) {
  const router = createMemoryRouter([{ path: '*', Component: PageInLayout }], {
    initialEntries: [address],
  });
  return (
    <TestProviders client={testApiClient()}>
      <RouterProvider router={router} />
    </TestProviders>
  );
}

function hydrationErrors(renderedAt: string, openedAt: string): unknown[] {
  document.body.innerHTML = `<div id="root">${renderToString(<PageAt address={renderedAt} />)}</div>`;
  const errors: unknown[] = [];
  act(() => {
    hydrated = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <PageAt address={openedAt} />,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return errors;
}

it('hydrates a page opened with a tracking query over its render at its own address', () => {
  expect(hydrationErrors('/about', '/about?utm_source=whatsapp')).toEqual([]);
});

it('hydrates the not-found page, rendered at its internal address, and prints no such address', () => {
  expect(hydrationErrors('/__not-found', '/no-such-page')).toEqual([]);
  expect(document.querySelector('.site-print-line')?.textContent).toBe(
    'Clinical Officers Association of Zambia',
  );
});
