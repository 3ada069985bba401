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
      <button type="submit">Log in</button>
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
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
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

/** A form kept in one state object, as the application form is: every field re-renders with any. */
function ApplicationPage({ onSubmit }: { onSubmit: (sent: Record<string, string>) => void }) {
  const [values, setValues] = useState({ firstName: '', nrcNumber: '', province: '' });
  const [licence, setLicence] = useState('');
  useEffect(() => {
    document.dispatchEvent(new Event('coaz:hydrated'));
  }, []);
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ ...values, licence });
      }}
    >
      <label>
        First name
        <input {...field('firstName')} />
      </label>
      <label>
        NRC number
        <input {...field('nrcNumber')} />
      </label>
      <label>
        Province
        <select {...field('province')}>
          <option value="">Choose a province</option>
          <option value="5">Lusaka</option>
        </select>
      </label>
      <label>
        Licence
        <input
          type="file"
          name="licence"
          onChange={(event) => setLicence(event.target.files?.[0]?.name ?? '')}
        />
      </label>
      <button type="submit">Apply</button>
    </form>
  );
}

it('keeps every field and choice a visitor filled before the app ran, not only the first', async () => {
  const onSubmit = vi.fn();
  document.body.innerHTML = `<div id="root">${renderToString(<ApplicationPage onSubmit={onSubmit} />)}</div>`;
  coazStartOnDemand({ preloads: [], scriptId: 'coaz-app', sessionKey: 'coaz.accessToken' });
  // Typed and chosen on a slow phone while the app was still on its way (no app listens yet).
  fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Sample' } });
  fireEvent.input(screen.getByLabelText('NRC number'), { target: { value: '234567/10/1' } });
  fireEvent.change(screen.getByLabelText('Province'), { target: { value: '5' } });
  const licence = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Licence'), { target: { files: [licence] } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

  act(() => {
    hydrated = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <ApplicationPage onSubmit={onSubmit} />,
    );
  });
  await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit).toHaveBeenCalledWith({
    firstName: 'Sample',
    nrcNumber: '234567/10/1',
    province: '5',
    licence: 'licence.pdf',
  });
  expect(screen.getByLabelText('NRC number')).toHaveValue('234567/10/1');
  expect(screen.getByLabelText('Province')).toHaveValue('5');
});
