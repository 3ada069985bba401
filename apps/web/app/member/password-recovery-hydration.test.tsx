import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import ForgotPassword from '../routes/forgot-password';
import {
  pageOverServerHtml,
  starterDone,
  typeInto,
} from '../test-support/hydrate-over-server-html';

// /forgot_password, opened from its address or from /login before that page's app ran, arrives as
// HTML that takes typing at once. A user name typed there before the app hydrated was emptied at
// hydration (CI at 920ba515: "Send me a code" pressed over an empty field). These tests hydrate
// the real page over its server HTML, with the page's starter running, as login-form-hydration does.

const page = pageOverServerHtml('/forgot_password', <ForgotPassword />);
const servePage = page.serve;
const hydrate = page.hydrate;
afterEach(() => {
  page.unmount();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

const login = () => screen.getByLabelText(/User name or mobile number/);

it('keeps a number typed while the app started, and every key after', async () => {
  servePage();
  typeInto(login(), '0971');
  hydrate();
  typeInto(login(), '000');
  await starterDone();
  typeInto(login(), '001');
  expect(login()).toHaveValue('0971000001');
  expect(JSON.parse(sessionStorage.getItem('coaz.member.typed.recovery') ?? '{}').login).toBe(
    '0971000001',
  );
});

it('puts neither its own kept name nor the login’s over the one typed while the app started', async () => {
  sessionStorage.setItem('coaz.member.typed.login', JSON.stringify({ username: 'demo.active' }));
  sessionStorage.setItem(
    'coaz.member.typed.recovery',
    JSON.stringify({ login: 'demo.payment', codeSentAt: '' }),
  );
  servePage();
  typeInto(login(), 'nobody.here');
  hydrate();
  await starterDone();
  expect(login()).toHaveValue('nobody.here');
});

it('still starts from the login’s user name when nothing was typed before the app ran', async () => {
  sessionStorage.setItem('coaz.member.typed.login', JSON.stringify({ username: 'demo.active' }));
  servePage();
  hydrate();
  await starterDone();
  expect(login()).toHaveValue('demo.active');
});
