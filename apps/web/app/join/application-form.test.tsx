import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProblemSummary, problemSummary } from '../test-support/form-messages';
import { buildUploadFormsWithNode } from '../test-support/node-form-data';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  DROP_CONNECTION,
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ApplicationForm } from './application-form';

const DISTRICTS = [{ id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 }];

buildUploadFormsWithNode();

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  // What a test typed is kept in the tab's storage; the next test starts with an empty form.
  sessionStorage.clear();
});

async function renderForm(
  application:
    | ScriptedAnswer
    | ((request: ScriptedRequest) => ScriptedAnswer | typeof DROP_CONNECTION),
  login?: ScriptedAnswer | (() => ScriptedAnswer | typeof DROP_CONNECTION),
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
    if (request.path === '/coaz/api/applications') {
      return typeof application === 'function' ? application(request) : application;
    }
    if (request.path === '/coaz/api/login') return typeof login === 'function' ? login() : login;
    return undefined;
  });
  const onApplied = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <ApplicationForm membershipType="full_membership" onApplied={onApplied} />
    </TestProviders>,
  );
  await screen.findByRole('option', { name: 'Central' });
  return { ...view, onApplied };
}

async function applyWith(
  licence: File,
  typed = { nrcNumber: '123456/10/1', phone: '0971234567', hpczNumber: 'CO-1234' },
) {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Applicant');
  await userEvent.type(screen.getByLabelText(/^NRC number/), typed.nrcNumber);
  await userEvent.type(screen.getByLabelText(/^Mobile number/), typed.phone);
  if (typed.hpczNumber)
    await userEvent.type(screen.getByLabelText(/^HPCZ registration number/), typed.hpczNumber);
  await userEvent.selectOptions(
    screen.getByLabelText(/^Professional category/),
    'Clinical Officer General',
  );
  await userEvent.selectOptions(screen.getByLabelText(/^Province/), 'Central');
  await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Kabwe');
  // The input's accept list would stop a wrong type; the server's check by content is the test.
  await userEvent.upload(screen.getByLabelText(/^Practising licence/), licence, {
    applyAccept: false,
  });
  await userEvent.type(screen.getByLabelText(/^User name/), 'sample.applicant');
  await userEvent.type(screen.getByLabelText(/^Password \*/), 'Kabwe-Clinic-2027');
  await userEvent.type(screen.getByLabelText(/^Password again/), 'Kabwe-Clinic-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
}

describe('ApplicationForm', () => {
  it('puts the server’s refusal of the licence’s type beside the licence field', async () => {
    const message = 'The practising licence is not a PDF, JPEG, PNG or WebP file';
    const { container, onApplied } = await renderForm({
      status: 415,
      body: { error: 'unsupported_document', message },
    });
    // Begins as a PDF does, so the phone sends it; the server, reading it whole, refuses it.
    await applyWith(new File(['%PDF-1.4 cut short'], 'licence.txt', { type: 'text/plain' }));
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent('One field needs a change');
    expect(summary).toHaveTextContent(`Practising licence: ${message}`);
    const licence = screen.getByLabelText(/^Practising licence/);
    // The cursor goes to the field, which a phone scrolls into view above the Apply button.
    expect(licence).toHaveFocus();
    expect(licence).toHaveAttribute('aria-invalid', 'true');
    expect(licence).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByText('Chosen: licence.txt')).toBeInTheDocument();
    expect(screen.getByLabelText(/^User name/)).toHaveValue('sample.applicant');
    expect(server?.requests.map((request) => request.path)).toContain('/coaz/api/applications');
    expect(onApplied).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('marks a licence over 5 MB before sending it, so no data is spent on what will be refused', async () => {
    await renderForm({
      status: 413,
      body: {
        error: 'payload_too_large',
        message: 'The documents are too large; 5 MB each at most',
      },
    });
    await applyWith(
      new File(['%PDF-1.4\n', new Uint8Array(5 * 1024 * 1024)], 'licence.pdf', {
        type: 'application/pdf',
      }),
    );
    await screen.findByText('One field needs a change');
    const licence = screen.getByLabelText(/^Practising licence/);
    expect(licence).toHaveAttribute('aria-invalid', 'true');
    // Advice a phone can follow: a photo of the paper is made smaller before it is sent.
    expect(licence).toHaveAccessibleDescription(
      expect.stringContaining(
        'The practising licence is larger than 5 MB: take a photo of it instead (photos are made smaller for you), or attach a smaller PDF',
      ),
    );
    expect(licence).toHaveFocus();
    expect(screen.getByLabelText(/^User name/)).toHaveValue('sample.applicant');
    expect(server?.requests.map((request) => request.path)).not.toContain('/coaz/api/applications');
  });

  it('says a refused membership type in the summary, where no field is beside it', async () => {
    const { onApplied } = await renderForm({
      status: 400,
      body: { error: 'validation', message: 'membershipType: Not open to new applications' },
    });
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await findProblemSummary()).toHaveTextContent(
      'Membership type: Not open to new applications',
    );
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('lists every problem found before sending and moves to the first', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'sample@');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    const summary = problemSummary();
    expect(summary).toHaveTextContent('Last name: Enter your last name');
    expect(summary).toHaveTextContent('E-mail: Enter an e-mail address such as name@example.org');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('sample@');
    expect(summary).toHaveTextContent('Practising licence: Attach your practising licence');
    // An example of the number, as the hint gives it, not a pattern a screen reader spells out.
    expect(screen.getByLabelText(/^NRC number/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the NRC number as on the card, such as 123456/10/1'),
    );
    expect(screen.getByLabelText(/^Last name/)).toHaveFocus();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sample');
    // The user name's rule was said before the first try too, not only once refused.
    expect(screen.getByLabelText(/^User name/)).toHaveAccessibleDescription(
      expect.stringMatching(/^3 to 40 letters, digits, dots, dashes or underscores/),
    );
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says a short password and a confirmation that differs on the first try', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'short');
    await userEvent.type(screen.getByLabelText(/^Password again/), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    const summary = problemSummary();
    expect(summary).toHaveTextContent('Password: Choose a password of at least 10 characters');
    expect(summary).toHaveTextContent('Password again: The two passwords differ');
    expect(screen.getByLabelText(/^Password again/)).toHaveAccessibleDescription(
      expect.stringContaining('The two passwords differ'),
    );
  });

  it('names an empty Password again on its own, keeping the password typed', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    // Nothing typed at all: the repeat is named too, not only the password.
    expect(problemSummary()).toHaveTextContent('Password again: Enter the password again');
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'Kabwe-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    const again = screen.getByLabelText(/^Password again/);
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(again).toHaveAccessibleDescription(expect.stringContaining('Enter the password again'));
    expect(problemSummary()).toHaveTextContent('Password again: Enter the password again');
    expect(problemSummary()).not.toHaveTextContent('The two passwords differ');
    expect(screen.getByLabelText(/^Password \*/)).toHaveValue('Kabwe-Clinic-2027');
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('refuses an HPCZ number that is no registration number, keeping what was typed', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    await userEvent.type(screen.getByLabelText(/^HPCZ registration number/), '??');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    const hpcz = screen.getByLabelText(/^HPCZ registration number/);
    expect(problemSummary()).toHaveTextContent(
      'HPCZ registration number: Enter the HPCZ registration number as on your certificate, such as HPCZ/CO/12345',
    );
    expect(hpcz).toHaveAttribute('aria-invalid', 'true');
    expect(hpcz).toHaveValue('??');
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends an HPCZ number as typed but for the spaces around it', async () => {
    const { onApplied } = await renderForm({
      status: 201,
      body: { message: 'Application received' },
    });
    await userEvent.type(screen.getByLabelText(/^HPCZ registration number/), ' HPCZ/CO/12345 ');
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }), {
      nrcNumber: '123456/10/1',
      phone: '0971234567',
      hpczNumber: '',
    });
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received'));
    const sent = server?.requests.find((request) => request.path === '/coaz/api/applications');
    expect(sent?.body).toContain('name="hpczNumber"\r\n\r\nHPCZ/CO/12345\r\n');
  });

  // Two buttons both called "Show password" left a screen-reader user to guess which field each
  // one shows; the password forms of the dashboard and password recovery name the repeat's.
  it('names each reveal button after the password it shows', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    const reveals = screen.getAllByRole('button', { name: /^Show/ });
    expect(reveals.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show password',
      'Show repeated password',
    ]);
  });

  it('takes the NRC as a number keypad types it and a number copied with +260 (0)', async () => {
    // The NRC field opens a phone's number keypad, which has no slash; a contact list or a
    // business card gives the number with the country code, the home 0 and brackets.
    const { onApplied } = await renderForm({
      status: 201,
      body: { message: 'Application received' },
    });
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }), {
      nrcNumber: '123456101',
      phone: '+260 (0)97 123 4567',
      hpczNumber: 'CO-1234',
    });
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received'));
    const sent = server?.requests.find((request) => request.path === '/coaz/api/applications');
    expect(sent?.body).toContain('name="nrcNumber"\r\n\r\n123456/10/1\r\n');
    expect(sent?.body).toContain('name="phoneNumber"\r\n\r\n0971234567\r\n');
  });

  it('brings back everything typed but the passwords when the applicant comes back', async () => {
    const { unmount } = await renderForm({
      status: 201,
      body: { message: 'Application received' },
    });
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^User name/), 'sample.applicant');
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'Kabwe-Clinic-2027');
    unmount();
    await server?.close();
    await renderForm({ status: 201, body: { message: 'Application received' } });
    await vi.waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Sample'));
    expect(screen.getByLabelText(/^User name/)).toHaveValue('sample.applicant');
    expect(screen.getByLabelText(/^Password \*/)).toHaveValue('');
    expect(sessionStorage.getItem('coaz.member.typed.join')).not.toContain('Kabwe-Clinic-2027');
  });

  it('sends only the documents of the type applied for, though one was attached under another', async () => {
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
      if (path === '/coaz/api/applications') {
        return { status: 201, body: { message: 'Application received' } };
      }
      return undefined;
    });
    const client = testApiClient(server.url);
    const onApplied = vi.fn();
    const { rerender } = render(
      <TestProviders client={client}>
        <ApplicationForm membershipType="full_membership" onApplied={onApplied} />
      </TestProviders>,
    );
    await screen.findByRole('option', { name: 'Central' });
    // A photo of the licence too large to send, then the applicant sees student membership fits.
    await userEvent.upload(
      screen.getByLabelText(/^Practising licence/),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'licence.jpg', { type: 'image/jpeg' }),
    );
    rerender(
      <TestProviders client={client}>
        <ApplicationForm membershipType="student_membership" onApplied={onApplied} />
      </TestProviders>,
    );
    expect(screen.queryByLabelText(/^Practising licence/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Student');
    await userEvent.type(screen.getByLabelText(/^NRC number/), '123456/10/1');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '0971234567');
    await userEvent.type(screen.getByLabelText(/^Training institution/), 'Chainama College');
    await userEvent.selectOptions(
      screen.getByLabelText(/^Programme you are training in/),
      'Clinical Officer General',
    );
    await userEvent.selectOptions(screen.getByLabelText(/^Province/), 'Central');
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Kabwe');
    await userEvent.upload(
      screen.getByLabelText(/^Student card/),
      new File(['%PDF-1.4'], 'student-card.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(screen.getByLabelText(/^User name/), 'sample.student');
    await userEvent.type(screen.getByLabelText(/^Password \*/), 'Kabwe-Clinic-2027');
    await userEvent.type(screen.getByLabelText(/^Password again/), 'Kabwe-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    // The hidden licence is neither refused (at a field that is not there) nor sent.
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received'));
    const sent = server?.requests.find((request) => request.path === '/coaz/api/applications');
    expect(sent?.body).toContain('name="studentCard"');
    expect(sent?.body).not.toContain('name="practisingLicence"');
  });

  it('refuses a file that is no PDF or picture as it is chosen, and sends nothing', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    const licence = screen.getByLabelText(/^Practising licence/);
    await userEvent.upload(
      licence,
      new File(['PK\u0003\u0004 a word-processor file'], 'licence.docx', { type: '' }),
      { applyAccept: false },
    );
    // Said beside the field before Apply is pressed, not after the whole file has gone up.
    await vi.waitFor(() =>
      expect(licence).toHaveAccessibleDescription(
        expect.stringContaining(
          'The practising licence is not a PDF, JPEG, PNG or WebP file; attach a PDF or a photo of it',
        ),
      ),
    );
    await applyWith(new File(['PK\u0003\u0004'], 'licence.docx', { type: '' }));
    await screen.findByText('One field needs a change');
    expect(licence).toHaveFocus();
    expect(server?.requests.map((request) => request.path)).not.toContain('/coaz/api/applications');
  });

  it('takes away what was said beside a document once another is chosen', async () => {
    await renderForm({ status: 201, body: { message: 'Application received' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    const licence = screen.getByLabelText(/^Practising licence/);
    expect(licence).toHaveAccessibleDescription(
      expect.stringContaining('Attach your practising licence'),
    );
    await userEvent.upload(
      licence,
      new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Chosen: licence.pdf')).toBeInTheDocument();
    expect(licence).not.toHaveAccessibleDescription(
      expect.stringContaining('Attach your practising licence'),
    );
    expect(licence).not.toHaveAttribute('aria-invalid');
    expect(problemSummary()).not.toHaveTextContent('Practising licence');
  });

  const APPLICANT_LOGIN: ScriptedAnswer = {
    status: 200,
    body: {
      status: 'INCOMPLETE_REGISTRATION',
      access_token: 'access',
      refresh_token: 'refresh',
      user: { id: 5, username: 'sample.applicant' },
    },
  };
  const USER_NAME_TAKEN: ScriptedAnswer = {
    status: 409,
    body: { error: 'username_taken', message: 'username: that user name is taken; choose another' },
  };
  const posts = (path: string) =>
    server?.requests.filter((request) => request.method === 'POST' && request.path === path) ?? [];

  it('logs in instead of sending again when the application’s answer was lost on the way', async () => {
    // The server took the application, then the link dropped before its answer came: the next
    // press would be refused, the user name being the applicant's own by then.
    let tries = 0;
    const { onApplied } = await renderForm(() => {
      tries += 1;
      return tries === 1 ? DROP_CONNECTION : USER_NAME_TAKEN;
    }, APPLICANT_LOGIN);
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    await vi.waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith(
        expect.stringContaining('Your application had already arrived, so nothing was sent again'),
      ),
    );
    // The documents went up once: the login answered first.
    expect(posts('/coaz/api/applications')).toHaveLength(1);
    expect(posts('/coaz/api/login')[0]?.body).toEqual({
      username: 'sample.applicant',
      password: 'Kabwe-Clinic-2027',
    });
  });

  it('logs in an applicant whose user name is taken by their own application', async () => {
    // A reload after the lost answer: the form forgot it, and the server says the name is taken.
    const { onApplied } = await renderForm(USER_NAME_TAKEN, APPLICANT_LOGIN);
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith(
        expect.stringContaining('Your application had already arrived'),
      ),
    );
  });

  it('says a taken user name may be the applicant’s own when the password does not open it', async () => {
    const { onApplied } = await renderForm(USER_NAME_TAKEN, {
      status: 401,
      body: { error: 'invalid_credentials', message: 'Incorrect username or password' },
    });
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    const userName = screen.getByLabelText(/^User name/);
    await vi.waitFor(() => expect(userName).toHaveFocus());
    expect(userName).toHaveAccessibleDescription(
      expect.stringContaining(
        'That user name is taken: choose another. If you applied with it before, log in with it instead',
      ),
    );
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('says the link dropped, not that the user name is taken, when the login that checks it gets no answer', async () => {
    // The application had arrived (the server calls its user name taken), and the login that
    // would show it is the applicant's own got no answer: "choose another" made a second one.
    let logins = 0;
    const { onApplied } = await renderForm(USER_NAME_TAKEN, () => {
      logins += 1;
      return logins === 1 ? DROP_CONNECTION : APPLICANT_LOGIN;
    });
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(/The connection dropped before the site could check/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^User name/)).not.toHaveAccessibleDescription(
      expect.stringContaining('That user name is taken'),
    );
    // The next press logs in first and sends no documents again.
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    await vi.waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith(
        expect.stringContaining('Your application had already arrived'),
      ),
    );
    expect(posts('/coaz/api/applications')).toHaveLength(1);
  });

  it('sends no documents into a link that is still down after an answer was lost', async () => {
    let tries = 0;
    let logins = 0;
    const { onApplied } = await renderForm(
      () => {
        tries += 1;
        return tries === 1 ? DROP_CONNECTION : USER_NAME_TAKEN;
      },
      () => {
        logins += 1;
        return logins === 1 ? DROP_CONNECTION : APPLICANT_LOGIN;
      },
    );
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    expect(
      await screen.findByText(/The connection dropped before the site could check/),
    ).toBeInTheDocument();
    expect(posts('/coaz/api/applications')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));
    await vi.waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith(
        expect.stringContaining('Your application had already arrived'),
      ),
    );
    expect(posts('/coaz/api/applications')).toHaveLength(1);
  });

  it('says a connection many share may have sent too many applications, and how to apply all the same', async () => {
    // A class applying together from its college's computer room: one address for all of them.
    const { onApplied } = await renderForm({
      status: 429,
      body: {
        error: 'rate_limited',
        message: 'Too many attempts. Try again in 12 minutes.',
        retryAfterSeconds: 720,
      },
    });
    await applyWith(new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(
        /Too many applications have come from this internet connection in the last hour\. A connection many people share, such as a college’s or an internet café’s, counts as one: apply over another, such as your phone’s mobile data, or try again in 12 minutes\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Too many tries/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Applicant');
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('says how much goes up while the documents are sent, and to keep the page open', async () => {
    let answer: (reply: ScriptedAnswer) => void = () => {};
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
      if (path === '/coaz/api/applications') return new Promise((resolve) => (answer = resolve));
      return undefined;
    });
    const onApplied = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationForm membershipType="full_membership" onApplied={onApplied} />
      </TestProviders>,
    );
    await screen.findByRole('option', { name: 'Central' });
    await applyWith(
      new File(['%PDF-1.4\n', new Uint8Array(1.5 * 1024 * 1024)], 'licence.pdf', {
        type: 'application/pdf',
      }),
    );
    // The form's last status, below Apply (the first, at its top, says when a draft came back).
    const sendingStatus = () => screen.getAllByRole('status').at(-1);
    await vi.waitFor(() =>
      expect(sendingStatus()).toHaveTextContent(
        'Sending 1.5 MB of documents: on slow mobile data this can take a few minutes. Keep this page open until it is done.',
      ),
    );
    // Answered once the whole of it has arrived.
    await vi.waitFor(() => expect(posts('/coaz/api/applications')).toHaveLength(1));
    answer({ status: 201, body: { message: 'Application received' } });
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received'));
    expect(sendingStatus()).toHaveTextContent('');
  });
});
