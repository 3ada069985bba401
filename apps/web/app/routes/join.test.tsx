import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import Join from './join';

function JoinAt({ url }: { url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <TestProviders client={testApiClient()}>
        <Join />
      </TestProviders>
    </MemoryRouter>
  );
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

describe('/join', () => {
  it('hydrates its prerendered page without a mismatch and then shows the type the address asks for', () => {
    // Prerendered without a query, as the build does; opened with one, as a membership page links.
    document.body.innerHTML = `<div id="root">${renderToString(<JoinAt url="/join" />)}</div>`;
    const hydrationErrors = vi.fn();
    act(() => {
      hydrated = hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <JoinAt url="/join?type=student_membership" />,
        { onRecoverableError: hydrationErrors },
      );
    });
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Your application for Student Membership' }),
    ).toBeInTheDocument();
  });
});
