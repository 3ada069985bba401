import { act, fireEvent } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { coazStartOnDemand } from '../app-start/start-on-demand';
import ChangePassword from '../routes/change-password';
import { TestProviders, testApiClient } from '../test-support/render-route';

// /change_password is served as HTML that takes typing at once, and renders again as it hydrates
// (it then knows whether the one-time login opened a session). These tests hydrate the real page
// over its server HTML, with the page's starter running, typing before and after.

const ADDRESS = '/change_password?username=demo.otp';

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

function ChangePasswordPage() {
  useEffect(() => {
    document.dispatchEvent(new Event('coaz:hydrated'));
  }, []);
  return (
    <MemoryRouter initialEntries={[ADDRESS]}>
      <TestProviders client={testApiClient()}>
        <ChangePassword />
      </TestProviders>
    </MemoryRouter>
  );
}

function typeInto(field: HTMLElement, text: string) {
  for (const key of text) {
    fireEvent.input(field, { target: { value: (field as HTMLInputElement).value + key } });
  }
}

const starterDone = () => new Promise((resolve) => setTimeout(resolve, 20));
/** A field by its name: the labels of the new password's two fields begin alike. */
const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const newPassword = () => field('newPassword');
const oneTimePassword = () => field('oneTimePassword');

it('keeps the passwords typed while the app started, and every key after', async () => {
  document.body.innerHTML = `<div id="root">${renderToString(<ChangePasswordPage />)}</div>`;
  coazStartOnDemand({ preloads: [], scriptId: 'coaz-app', sessionKey: 'coaz.accessToken' });
  typeInto(oneTimePassword(), 'Tmp-4821');
  typeInto(newPassword(), 'Kabwe');
  act(() => {
    hydrated = hydrateRoot(document.getElementById('root') as HTMLElement, <ChangePasswordPage />);
  });
  // The next keys come before the starter's give-back, as on a slow phone.
  typeInto(newPassword(), '-Clinic');
  await starterDone();
  expect(newPassword()).toHaveValue('Kabwe-Clinic');
  expect(oneTimePassword()).toHaveValue('Tmp-4821');
  typeInto(newPassword(), '-2027');
  expect(newPassword()).toHaveValue('Kabwe-Clinic-2027');
});
