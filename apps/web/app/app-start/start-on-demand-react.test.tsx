import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { coazStartOnDemand } from './start-on-demand';

// The starter and a real React hydration in one document: what a visitor put into a form before
// the app ran must be what the app's held submit sends.

/** A form as the site's are written: controlled fields, the submit reading the state. */
function LoginPage({ onSubmit }: { onSubmit: (sent: { username: string }) => void }) {
  const [username, setUsername] = useState('');
  // As the site's layout does once the page runs (site-layout.tsx).
  useEffect(() => {
    document.dispatchEvent(new Event('coaz:hydrated'));
  }, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ username });
      }}
    >
      <label>
        User name
        <input name="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <button type="submit">Login</button>
    </form>
  );
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

it('sends what a password manager filled before the app ran, with the press held until then', async () => {
  const onSubmit = vi.fn();
  document.body.innerHTML = `<div id="root">${renderToString(<LoginPage onSubmit={onSubmit} />)}</div>`;
  coazStartOnDemand({ preloads: [], scriptId: 'coaz-app', sessionKey: 'coaz.accessToken' });
  const field = screen.getByLabelText('User name') as HTMLInputElement;
  // Filled the way a password manager may fill: the value set, no input event.
  field.value = 'demo.admin';
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(onSubmit).not.toHaveBeenCalled();

  act(() => {
    hydrated = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <LoginPage onSubmit={onSubmit} />,
    );
  });
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'demo.admin' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(field).toHaveValue('demo.admin');
});
