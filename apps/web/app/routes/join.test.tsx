import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderPaths, serverRenderedPaths } from '../site/public-paths';
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
  it('is rendered by the server with the type the address asks for, and hydrates without a mismatch', () => {
    // Rendered for the address a membership page links to, query included, as the server does.
    const html = renderToString(<JoinAt url="/join?type=student_membership" />);
    // Before any script runs, the page already shows the type asked for.
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Your application for Student Membership' }),
    ).toBeInTheDocument();
    expect(serverRenderedPaths()).toContain('/join');
    expect(prerenderPaths()).not.toContain('/join');
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

  it('follows a link to another type while it is open', async () => {
    render(
      <MemoryRouter initialEntries={['/join?type=student_membership']}>
        <TestProviders client={testApiClient()}>
          <Link to="/join?type=associate_membership">Associate membership</Link>
          <Join />
        </TestProviders>
      </MemoryRouter>,
    );
    expect(screen.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
    await userEvent.click(screen.getByRole('link', { name: 'Associate membership' }));
    expect(screen.getByRole('radio', { name: /Associate Membership/ })).toBeChecked();
    expect(
      screen.getByRole('heading', { name: 'Your application for Associate Membership' }),
    ).toBeInTheDocument();
  });
});
