import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { PrefetchDashboard } from './prefetch-dashboard';

/** The dashboard's route, whose address is all that matters here. */
function NoPage() {
  return null;
}

const preloads = () => document.querySelectorAll('link[rel="modulepreload"]');

it('puts nothing in the server’s HTML, where it would slow the page’s own code', () => {
  const Stub = createRoutesStub([
    { path: '/mobile_payment', Component: PrefetchDashboard },
    { path: '/dashboard', Component: NoPage },
  ]);
  expect(renderToString(<Stub initialEntries={['/mobile_payment']} />)).not.toContain('<link');
});

it('preloads the dashboard’s module once the app runs', () => {
  const Stub = createRoutesStub([
    { path: '/mobile_payment', Component: PrefetchDashboard },
    { path: '/dashboard', Component: NoPage },
  ]);
  const { unmount } = render(<Stub initialEntries={['/mobile_payment']} />);
  expect(preloads()).toHaveLength(1);
  unmount();
});

it('draws nothing, and throws nothing, outside the framework', () => {
  const { unmount } = render(
    <MemoryRouter>
      <PrefetchDashboard />
    </MemoryRouter>,
  );
  expect(preloads()).toHaveLength(0);
  unmount();
});
