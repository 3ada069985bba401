import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import Login from '../routes/login';
import {
  pageOverServerHtml,
  starterDone,
  typeInto,
} from '../test-support/hydrate-over-server-html';

// /login is served as HTML that takes typing at once; the app hydrates it while the member types
// (app-start/start-on-demand.ts). These tests hydrate the real page over its server HTML, with the
// page's starter running, and type into the fields as a browser does before and after.

const page = pageOverServerHtml('/login', <Login />);
const servePage = page.serve;
const hydrate = page.hydrate;
afterEach(() => {
  page.unmount();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

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
