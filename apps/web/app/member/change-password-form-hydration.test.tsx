import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { ChangePasswordForm } from './change-password-form';

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

function FormWith({ client }: { client: ReturnType<typeof testApiClient> }) {
  return (
    <MemoryRouter initialEntries={['/change_password?username=demo.otp']}>
      <TestProviders client={client}>
        <ChangePasswordForm initialUsername="demo.otp" onChanged={() => undefined} />
      </TestProviders>
    </MemoryRouter>
  );
}

// A member reloads /change_password after logging in with a one-time password: the server has no
// session and draws the one-time password field; the browser has one and leaves it out after.
it('hydrates a reload of the signed-in form without a mismatch, then drops the one-time password field', () => {
  document.body.innerHTML = `<div id="root">${renderToString(<FormWith client={testApiClient()} />)}</div>`;
  expect(screen.getByLabelText(/One-time password/)).toBeInTheDocument();
  const signedIn = scriptedClient('http://127.0.0.1:9', {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  const hydrationErrors = vi.fn();
  act(() => {
    hydrated = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <FormWith client={signedIn} />,
      { onRecoverableError: hydrationErrors },
    );
  });
  expect(hydrationErrors).not.toHaveBeenCalled();
  expect(screen.queryByLabelText(/One-time password/)).toBeNull();
  expect(screen.getByLabelText(/^New password \*?$/)).toBeInTheDocument();
});
