import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { ApplicationForm } from './application-form';

const DISTRICTS = [{ id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 }];

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
  sessionStorage.clear();
});

function Form() {
  return (
    <TestProviders client={testApiClient()}>
      <ApplicationForm
        membershipType="full_membership"
        onApplied={() => undefined}
        districts={DISTRICTS}
      />
    </TestProviders>
  );
}

/**
 * The page as a reload brings it: the server's HTML, then its inline script run as the browser
 * runs it while parsing (jsdom runs no script put in with innerHTML). Gives the app's start asked.
 */
function reloadPage(): () => void {
  document.body.innerHTML = `<div id="root">${renderToString(<Form />)}</div>`;
  const startApp = vi.fn();
  document.addEventListener('coaz:start-app', startApp);
  const script = document.querySelector('#root script');
  new Function(script?.textContent ?? '')();
  document.removeEventListener('coaz:start-app', startApp);
  return startApp;
}

function hydrate() {
  act(() => {
    hydrated = hydrateRoot(document.getElementById('root') as HTMLElement, <Form />);
  });
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('ApplicationForm after a reload', () => {
  // A member filled the form on a phone, pressed Apply, lost the answer and reloaded: every field
  // was empty until the app had come (it starts only when reached for), and typed all again.
  it('shows what was typed before the app runs, keeps it once the app has, and asks for the licence again', async () => {
    const typing = render(<Form />);
    await userEvent.type(field(/^First name/), 'Sample');
    await userEvent.type(field(/^NRC number/), '123456/10/1');
    await userEvent.type(field(/^Mobile number/), '0971234567');
    await userEvent.type(field(/^HPCZ registration number/), 'CO-1234');
    await userEvent.selectOptions(field(/^Province/), 'Central');
    await userEvent.selectOptions(field(/^District/), 'Kabwe');
    await userEvent.upload(
      field(/^Practising licence/),
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(field(/^User name/), 'sample.applicant');
    await userEvent.type(field(/^Password \*/), 'Kabwe-Clinic-2027');
    await screen.findByText(/Chosen: licence\.pdf/);
    typing.unmount();
    // Never a password, in the tab or anywhere.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Kabwe-Clinic');

    const startApp = reloadPage();
    expect(field(/^First name/)).toHaveValue('Sample');
    expect(field(/^NRC number/)).toHaveValue('123456/10/1');
    expect(field(/^User name/)).toHaveValue('sample.applicant');
    expect(field(/^Password \*/)).toHaveValue('');
    // The app is fetched at once rather than when the member next touches the form.
    expect(startApp).toHaveBeenCalledTimes(1);

    hydrate();
    expect(
      await screen.findByText(
        /Attach your practising licence again: you had chosen licence\.pdf, but a phone or browser does not keep a chosen file/,
      ),
    ).toBeInTheDocument();
    // True after Back as after a reload, and the passwords, never kept, are asked again.
    expect(
      screen.getByText(
        /does not keep a chosen file when you leave this page and come back, or reload it\. What you typed is kept, but not your password: type it again below\./,
      ),
    ).toBeInTheDocument();
    expect(field(/^Password \*/)).toHaveAccessibleDescription(
      expect.stringContaining('Type your password again, in both password fields'),
    );
    expect(field(/^District/)).toHaveValue('7');
    // Typing elsewhere renders the form again: the kept text is in its state, not only on screen.
    await userEvent.type(field(/^E-mail/), 'a@b.zm');
    expect(field(/^First name/)).toHaveValue('Sample');
    expect(field(/^Mobile number/)).toHaveValue('0971234567');
    expect(field(/^HPCZ registration number/)).toHaveValue('CO-1234');
    // Once the licence is chosen again, the note goes.
    await userEvent.upload(
      field(/^Practising licence/),
      new File(['%PDF-1.4'], 'licence-again.pdf', { type: 'application/pdf' }),
    );
    await screen.findByText(/Chosen: licence-again\.pdf/);
    expect(screen.queryByText(/Attach your practising licence again/)).toBeNull();
  });

  it('leaves what the member typed before the app started as typed', async () => {
    sessionStorage.setItem(
      'coaz.member.typed.join',
      JSON.stringify({ firstName: 'Sample', lastName: 'Applicant' }),
    );
    reloadPage();
    // The member corrects the first name while the app is on its way.
    field(/^First name/).value = 'Samuel';
    hydrate();
    await userEvent.type(field(/^E-mail/), 'a');
    expect(field(/^First name/)).toHaveValue('Samuel');
    expect(field(/^Last name/)).toHaveValue('Applicant');
  });

  it('starts nothing and fills nothing when this tab kept no draft', () => {
    const startApp = reloadPage();
    expect(startApp).not.toHaveBeenCalled();
    expect(field(/^First name/)).toHaveValue('');
    hydrate();
    expect(field(/^Password \*/)).toHaveAccessibleDescription('At least 10 characters');
  });

  // Back to the form with no file chosen: no document's note speaks, so the password's hint does.
  it('asks for the password again when the form comes back with no file chosen', async () => {
    sessionStorage.setItem(
      'coaz.member.typed.join',
      JSON.stringify({ firstName: 'Sample', username: 'sample.applicant', residence: 'zambia' }),
    );
    reloadPage();
    hydrate();
    expect(screen.queryByText(/Attach your/)).toBeNull();
    await vi.waitFor(() =>
      expect(field(/^Password \*/)).toHaveAccessibleDescription(
        'At least 10 characters. Type your password again, in both password fields: it is never kept when you leave this page and come back, or reload it.',
      ),
    );
    expect(field(/^User name/)).toHaveValue('sample.applicant');
  });

  // It came back silently: a screen reader heard of it at a password's or a document's note only.
  it('says once, politely and at the top, that the draft came back, leaving the cursor alone', async () => {
    sessionStorage.setItem(
      'coaz.member.typed.join',
      JSON.stringify({ firstName: 'Sample', username: 'sample.applicant', residence: 'zambia' }),
    );
    reloadPage();
    // Drawn empty with the page, so its words are news to a screen reader when they come.
    const form = screen.getByRole('form', { name: 'Membership application' });
    const region = form.querySelector(':scope > [role="status"]');
    expect(region).toBeEmptyDOMElement();
    const focused = document.activeElement;
    hydrate();
    await vi.waitFor(() =>
      expect(region).toHaveTextContent(
        'We kept what you typed before. Attach any documents and type your password again: neither is ever kept.',
      ),
    );
    expect(document.activeElement).toBe(focused);
    expect(screen.getAllByText(/We kept what you typed before/)).toHaveLength(1);
  });

  it('says nothing of a draft when this tab kept none', async () => {
    reloadPage();
    hydrate();
    await userEvent.type(field(/^E-mail/), 'a');
    expect(screen.queryByText(/We kept what you typed/)).toBeNull();
  });
});
