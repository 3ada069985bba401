import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { coazStartOnDemand } from '../app-start/start-on-demand';
import Login from '../routes/login';
import { TestProviders, testApiClient } from '../test-support/render-route';

// /login is served as HTML that takes typing at once; the app hydrates it while the member types
// (app-start/start-on-demand.ts). These tests hydrate the real page over its server HTML, with the
// page's starter running, and type into the fields as a browser does before and after.

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

/** The login page as the site draws it, saying it has hydrated as the site's layout does. */
function LoginPage() {
  useEffect(() => {
    document.dispatchEvent(new Event('coaz:hydrated'));
  }, []);
  return (
    <MemoryRouter initialEntries={['/login']}>
      <TestProviders client={testApiClient()}>
        <Login />
      </TestProviders>
    </MemoryRouter>
  );
}

/** The server's HTML of /login, with the starter listening, as the page arrives. */
function servePage() {
  document.body.innerHTML = `<div id="root">${renderToString(<LoginPage />)}</div>`;
  coazStartOnDemand({ preloads: [], scriptId: 'coaz-app', sessionKey: 'coaz.accessToken' });
}

function hydrate() {
  act(() => {
    hydrated = hydrateRoot(document.getElementById('root') as HTMLElement, <LoginPage />);
  });
}

/** Types `text` at the end of the field, one key at a time, as a keyboard does. */
function typeInto(field: HTMLElement, text: string) {
  for (const key of text) {
    fireEvent.input(field, { target: { value: (field as HTMLInputElement).value + key } });
  }
}

/** Lets the starter give back what it read at hydration (it waits a task). */
const starterDone = () => new Promise((resolve) => setTimeout(resolve, 20));

const userName = () => screen.getByLabelText(/User name or mobile number/);
const password = () => screen.getByLabelText(/^Password/);

it('keeps the first keys of a user name typed while the app started, and every key after', async () => {
  servePage();
  typeInto(userName(), 'demo');
  hydrate();
  // The next keys come before the starter's give-back, as they did on the tester's phone.
  typeInto(userName(), '.activ');
  await starterDone();
  expect(userName()).toHaveValue('demo.activ');
  typeInto(userName(), 'e');
  expect(userName()).toHaveValue('demo.active');
  expect(sessionStorage.getItem('coaz.member.typed.login')).toBe(
    JSON.stringify({ username: 'demo.active' }),
  );
});

it('keeps a password typed before the app ran', async () => {
  servePage();
  typeInto(userName(), 'demo.active');
  typeInto(password(), 'Demo-2026!');
  hydrate();
  typeInto(password(), '1');
  await starterDone();
  expect(userName()).toHaveValue('demo.active');
  expect(password()).toHaveValue('Demo-2026!1');
});

it('never puts the user name kept from an earlier visit over the one typed while the app started', async () => {
  // What the tab kept of an earlier, refused login.
  sessionStorage.setItem('coaz.member.typed.login', JSON.stringify({ username: 'demo.active' }));
  servePage();
  typeInto(userName(), 'nobody.here');
  hydrate();
  await starterDone();
  act(() => password().focus());
  expect(userName()).toHaveValue('nobody.here');
  expect(sessionStorage.getItem('coaz.member.typed.login')).toBe(
    JSON.stringify({ username: 'nobody.here' }),
  );
});

it('still brings back the kept user name when nothing was typed before the app ran', async () => {
  sessionStorage.setItem('coaz.member.typed.login', JSON.stringify({ username: 'demo.active' }));
  servePage();
  hydrate();
  await starterDone();
  expect(userName()).toHaveValue('demo.active');
});

it('puts no kept user name into the field the member has tapped to type in', async () => {
  sessionStorage.setItem('coaz.member.typed.login', JSON.stringify({ username: 'demo.active' }));
  servePage();
  // Tapped, not yet typed in, as the app starts: the next keys are the member's own.
  act(() => userName().focus());
  hydrate();
  await starterDone();
  expect(userName()).toHaveValue('');
  typeInto(userName(), '0971000001');
  expect(userName()).toHaveValue('0971000001');
});
