import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { SAMPLE_APPLICATION } from '../test-support/sample-application';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ApplicationsReview } from './applications-review';
import { FeesDueAdmin } from './fees-due-admin';
import { FindMemberAdmin } from './find-member-admin';

const APPLICATION = SAMPLE_APPLICATION;
const REASON_FIELD = 'Reason for not approving Sample Applicant (sample.applicant)';
const REJECT = 'Reject Sample Applicant (sample.applicant)';
const CONFIRM = 'Yes, approve Sample Applicant (sample.applicant)';

/** Approves the one application shown: Approve, then the question's Yes. */
async function approve() {
  await userEvent.click(await screen.findByRole('button', { name: /^Approve/ }));
  await userEvent.click(screen.getByRole('button', { name: CONFIRM }));
}

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

async function renderReview(rejection: ScriptedAnswer) {
  server = await startScriptedServer(({ method, path }) => {
    if (path === '/coaz/api/admin/applications?status=SUBMITTED')
      return { status: 200, body: { items: [APPLICATION] } };
    if (method === 'POST' && path === '/coaz/api/admin/applications/12/reject') return rejection;
    return undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <ApplicationsReview />
    </TestProviders>,
  );
  await screen.findByLabelText(REASON_FIELD);
  return view;
}

const rejections = () =>
  server?.requests.filter((request) => request.path.endsWith('/reject')) ?? [];

describe('ApplicationsReview', () => {
  // "Read" promised a page to read it in; the file was saved with not a word said.
  it('names a document’s button for the download it is, and says when the file is downloaded', async () => {
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/admin/applications?status=SUBMITTED') {
        return {
          status: 200,
          body: {
            items: [
              {
                ...APPLICATION,
                documents: [
                  {
                    id: 'doc-5',
                    kind: 'practising_licence',
                    originalName: 'licence.pdf',
                    contentType: 'application/pdf',
                    sizeBytes: 2048,
                  },
                ],
              },
            ],
          },
        };
      }
      if (path === '/coaz/api/admin/documents/doc-5') return { status: 200, body: 'PDF' };
      return undefined;
    });
    // Spies, not assignments: the afterEach gives later test files in the worker the real ones.
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:licence');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    const button = await screen.findByRole('button', {
      name: 'Download the practising licence of Sample Applicant (sample.applicant)',
    });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(button);
    await waitFor(() => expect(status).toHaveTextContent('Downloaded doc-5'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('names a missing reason at the reason field and sends nothing', async () => {
    const { container } = await renderReview({ status: 200, body: APPLICATION });
    await userEvent.type(screen.getByLabelText(REASON_FIELD), 'No');
    await userEvent.click(screen.getByRole('button', { name: REJECT }));
    const reason = screen.getByLabelText(REASON_FIELD);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      /Give the applicant a reason of at least 5 characters/,
    );
    expect(reason).toHaveFocus();
    expect(reason).toHaveValue('No');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(rejections()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('puts the server’s refusal of the reason beside the field, as a sentence', async () => {
    await renderReview({
      status: 400,
      body: { error: 'validation_failed', message: 'reason: must not contain NUL characters' },
    });
    await userEvent.type(screen.getByLabelText(REASON_FIELD), 'The licence has expired');
    await userEvent.click(screen.getByRole('button', { name: REJECT }));
    const reason = screen.getByLabelText(REASON_FIELD);
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason).toHaveAccessibleDescription(/Must not contain NUL characters/);
    expect(reason).toHaveValue('The licence has expired');
    expect(rejections()).toHaveLength(1);
  });

  // The SMS to the applicant quoted only the first 200 characters, and the form never said so.
  it('says how long the reason may be, who reads it, and how many characters are left', async () => {
    const { container } = await renderReview({ status: 200, body: APPLICATION });
    const reason = screen.getByLabelText(REASON_FIELD);
    expect(reason).toHaveAccessibleDescription(
      'At most 200 characters. The applicant reads it word for word, by SMS and on their ' +
        'dashboard, followed by “Add documents from your dashboard to have it reviewed again”: ' +
        'do not tell them to apply again. 200 characters left',
    );
    await userEvent.type(reason, ' The licence has expired');
    expect(reason).toHaveAccessibleDescription(/ 177 characters left$/);
    await expectNoAxeViolations(container);
  });

  it('tells a screen reader of the count near the limit only, a few times, not at each keystroke', async () => {
    await renderReview({ status: 200, body: APPLICATION });
    const user = userEvent.setup();
    const reason = screen.getByLabelText(REASON_FIELD);
    const form = screen.getByRole('form', { name: /^Reject the application/ });
    const notice = form.querySelector('[aria-live="polite"]');
    const heard: string[] = [];
    const typeAndHear = async (text: string) => {
      for (const character of text) {
        await user.type(reason, character);
        const said = notice?.textContent ?? '';
        if (said !== heard.at(-1)) heard.push(said);
      }
    };
    await user.click(reason);
    await user.paste('x'.repeat(170));
    expect(notice?.textContent).toBe('');
    await typeAndHear('y'.repeat(31));
    expect(reason).toHaveAccessibleDescription(/ 1 character too many$/);
    // Thirty-one keystrokes, four things said.
    expect(heard).toEqual([
      '',
      '20 characters left or fewer',
      '10 characters left or fewer',
      'No characters left',
      'Over the limit of 200 characters',
    ]);
  });

  it('refuses a reason longer than the SMS tells at the field, keeping it, and sends nothing', async () => {
    await renderReview({ status: 200, body: APPLICATION });
    const user = userEvent.setup();
    const reason = screen.getByLabelText(REASON_FIELD);
    const typed = `The licence has expired. ${'Send the renewed one. '.repeat(9)}`;
    await user.click(reason);
    await user.paste(typed);
    await user.click(screen.getByRole('button', { name: REJECT }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      /Shorten the reason to 200 characters, which the applicant is told whole by SMS: it has 22 characters too many/,
    );
    expect(reason).toHaveFocus();
    expect(reason).toHaveValue(typed);
    expect(rejections()).toEqual([]);
  });

  // The cursor stays in the field, so nothing else would say why the reason was refused.
  it('says the refusal of a reason when Enter is pressed in its field', async () => {
    await renderReview({ status: 200, body: APPLICATION });
    const user = userEvent.setup();
    const reason = screen.getByLabelText(REASON_FIELD);
    await user.click(reason);
    await user.paste('x'.repeat(201));
    await user.keyboard('{Enter}');
    expect(reason).toHaveFocus();
    const form = screen.getByRole('form', { name: /^Reject the application/ });
    await waitFor(() =>
      expect(form.querySelector('[data-field-error-announcement]')?.textContent).toBe(
        'Shorten the reason to 200 characters, which the applicant is told whole by SMS: it has 1 character too many',
      ),
    );
    expect(rejections()).toEqual([]);
  });

  it('tells apart the controls of two applicants who share a name', async () => {
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/admin/applications?status=SUBMITTED'
        ? {
            status: 200,
            body: {
              items: [
                APPLICATION,
                {
                  ...APPLICATION,
                  id: 13,
                  applicant: { ...APPLICATION.applicant, username: 'sample.applicant2' },
                },
              ],
            },
          }
        : undefined,
    );
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    expect(
      await screen.findByRole('button', { name: 'Approve Sample Applicant (sample.applicant)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Approve Sample Applicant (sample.applicant2)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('form', {
        name: 'Reject the application of Sample Applicant (sample.applicant2)',
      }),
    ).toBeInTheDocument();
  });

  // A disabled button loses the cursor in a browser: a keyboard user was dropped at the top of
  // the queue while an approval ran, away from the reason it failed.
  it('keeps the cursor on the approval while it works and after a failure, and decides once', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/admin/applications?status=SUBMITTED')
        return { status: 200, body: { items: [APPLICATION] } };
      return method === 'POST' ? new Promise((resolve) => (answer = resolve)) : undefined;
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    const reason = await screen.findByLabelText(REASON_FIELD);
    await userEvent.click(screen.getByRole('button', { name: /^Approve/ }));
    const approve = screen.getByRole('button', { name: CONFIRM });
    expect(approve).toHaveFocus();
    await userEvent.click(approve);
    await expect.poll(() => approve.getAttribute('aria-disabled')).toBe('true');
    expect(approve).toHaveFocus();
    const reject = screen.getByRole('button', { name: REJECT });
    expect(reject).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(reason, 'The licence has expired{Enter}');
    await userEvent.click(reject);
    await userEvent.click(approve);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment');
    expect(approve).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  // The decided application goes from the list with the button that had the cursor: a keyboard
  // or screen-reader user was dropped at the top of the page, and nothing said what happened.
  it('says an approval was made and gives that line the cursor as the application goes', async () => {
    let decided = false;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/admin/applications?status=SUBMITTED')
        return { status: 200, body: { items: decided ? [] : [APPLICATION] } };
      if (method === 'POST' && path === '/coaz/api/admin/applications/12/approve') {
        decided = true;
        return { status: 200, body: { ...APPLICATION, status: 'APPROVED' } };
      }
      return undefined;
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    await approve();
    const said = await screen.findByText(
      'Sample Applicant (sample.applicant): approved. They are told to log in and pay the first subscription.',
    );
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
  });

  // "Find a member" went on saying "Application in progress", and the fees due lacked the new
  // member's first bill, until a reload.
  it.each([
    ['approved', 'approve', 'PENDING_PAYMENT', 'Membership fee due'],
    ['rejected', 'reject', 'INCOMPLETE_REGISTRATION', 'Application not approved'],
  ] as const)(
    'reads the look-up and the fees due again once an application is %s',
    async (_, decision, status, shown) => {
      let decided = false;
      server = await startScriptedServer(({ method, path }) => {
        if (path === '/coaz/api/admin/applications?status=SUBMITTED')
          return { status: 200, body: { items: decided ? [] : [APPLICATION] } };
        if (method === 'POST' && path === `/coaz/api/admin/applications/12/${decision}`) {
          decided = true;
          return { status: 200, body: APPLICATION };
        }
        if (path.startsWith('/coaz/api/admin/members?')) {
          return {
            status: 200,
            body: {
              items: [
                {
                  id: 5,
                  username: 'sample.applicant',
                  firstName: 'Sample',
                  lastName: 'Applicant',
                  organisationName: null,
                  membershipNumber: null,
                  country: null,
                  status: decided ? status : 'INCOMPLETE_REGISTRATION',
                  applicationStatus: decided && decision === 'reject' ? 'REJECTED' : 'SUBMITTED',
                  validUntil: null,
                  membershipType: null,
                  membershipTypeName: null,
                  phoneNumber: null,
                },
              ],
              nextCursor: null,
            },
          };
        }
        if (path.startsWith('/coaz/api/admin/receivables'))
          return { status: 200, body: { items: [], nextCursor: null } };
        return undefined;
      });
      render(
        <TestProviders client={testApiClient(server.url)}>
          <ApplicationsReview />
          <FindMemberAdmin />
          <FeesDueAdmin />
        </TestProviders>,
      );
      await userEvent.type(
        await screen.findByRole('searchbox', { name: 'Name or number to look up' }),
        'sample{Enter}',
      );
      expect(await screen.findByText(/Application in progress/)).toBeVisible();
      const feeReads = () =>
        server?.requests.filter((request) => request.path.startsWith('/coaz/api/admin/receivables'))
          .length ?? 0;
      const before = feeReads();
      if (decision === 'approve') await approve();
      else {
        await userEvent.type(screen.getByLabelText(REASON_FIELD), 'The licence has expired');
        await userEvent.click(screen.getByRole('button', { name: REJECT }));
      }
      expect(await screen.findByText(new RegExp(shown))).toBeVisible();
      await waitFor(() => expect(feeReads()).toBeGreaterThan(before));
    },
  );

  // Another admin decided it first: the row stayed with its buttons, which could only fail again,
  // under "This application is already approved".
  it('reads the list again when another admin decided the application meanwhile, and says so', async () => {
    let decided = false;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/admin/applications?status=SUBMITTED')
        return { status: 200, body: { items: decided ? [] : [APPLICATION] } };
      if (method === 'POST' && path === '/coaz/api/admin/applications/12/approve') {
        decided = true;
        const message = 'This application is already rejected';
        // 09:15 in UTC is 11:15 in Lusaka.
        const decidedAt = '2026-12-08T09:15:00.000Z';
        return {
          status: 409,
          body: { error: 'already_decided', message, status: 'REJECTED', decidedAt },
        };
      }
      return undefined;
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    await approve();
    // What the other admin decided, and when; a warning: "Success: … not recorded" read as done.
    const said = await screen.findByText(
      'Sample Applicant (sample.applicant): your decision was not recorded: another admin had already refused this application, on 8 December 2026, 11:15.',
    );
    const line = said.closest('[tabindex="-1"]') as HTMLElement;
    expect(line.textContent).toMatch(/^Warning/);
    expect(line.textContent).not.toMatch(/Success/);
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await waitFor(() => expect(line).toHaveFocus());
  });

  it('says another admin decided first, as a warning, when the server does not say what', async () => {
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/admin/applications?status=SUBMITTED')
        return { status: 200, body: { items: [APPLICATION] } };
      if (method === 'POST' && path === '/coaz/api/admin/applications/12/approve') {
        const message = 'Someone decided this application meanwhile';
        return { status: 409, body: { error: 'already_decided', message } };
      }
      return undefined;
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    await approve();
    const said = await screen.findByText(
      'Sample Applicant (sample.applicant): your decision was not recorded: another admin decided this application meanwhile.',
    );
    expect(said.closest('[tabindex="-1"]')?.textContent).toMatch(/^Warning/);
  });

  // After a refusal the applicant added a second student card: the queue listed "Download the
  // student card of …" twice, with nothing to tell the one sent back from the one refused.
  it('says when each document was added, and which came after the last refusal', async () => {
    const card = {
      kind: 'student_card',
      originalName: 'card.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    };
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/admin/applications?status=SUBMITTED'
        ? {
            status: 200,
            body: {
              items: [
                {
                  ...APPLICATION,
                  submittedAt: '2026-12-05T09:00:00.000Z',
                  previousRefusal: {
                    refusedAt: '2026-12-04T10:00:00.000Z',
                    reason: 'The card is unreadable',
                  },
                  documents: [
                    { ...card, id: 'doc-1', addedAt: '2026-12-01T08:00:00.000Z' },
                    { ...card, id: 'doc-2', addedAt: '2026-12-05T09:00:00.000Z' },
                  ],
                },
              ],
            },
          }
        : undefined,
    );
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    // Told apart by their names, which a screen reader's list of buttons reads: one name for
    // both left the old card and the new one alike there.
    const name = 'Download the student card of Sample Applicant (sample.applicant)';
    const first = await screen.findByRole('button', { name: `${name} added 1 December 2026` });
    const second = screen.getByRole('button', {
      name: `${name} added 5 December 2026, new since the refusal`,
    });
    expect(first).not.toBe(second);
    expect(second?.closest('li')).toHaveTextContent('added 5 December 2026, new since the refusal');
    await expectNoAxeViolations(container);
  });

  it('names two documents of one kind added the same day by the time each was added', async () => {
    const card = {
      kind: 'student_card',
      originalName: 'card.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
    };
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/admin/applications?status=SUBMITTED'
        ? {
            status: 200,
            body: {
              items: [
                {
                  ...APPLICATION,
                  documents: [
                    { ...card, id: 'doc-1', addedAt: '2026-12-01T06:00:00.000Z' },
                    { ...card, id: 'doc-2', addedAt: '2026-12-01T13:30:00.000Z' },
                    { ...card, kind: 'other', id: 'doc-3', addedAt: '2026-12-01T13:30:00.000Z' },
                  ],
                },
              ],
            },
          }
        : undefined,
    );
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    const name = 'Download the student card of Sample Applicant (sample.applicant)';
    // Lusaka's time, two hours ahead of UTC; the only other document needs no time.
    await screen.findByRole('button', { name: `${name} added 1 December 2026, 08:00` });
    expect(
      screen.getByRole('button', { name: `${name} added 1 December 2026, 15:30` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /^Download the other document .* added 1 December 2026$/,
      }),
    ).toBeInTheDocument();
  });

  // Nothing checks a number when it is typed into an application, so two may give one: the
  // secretariat must see it before approving, or a stranger's application could be approved with
  // someone else's number and the owner's then refused.
  it('says which other accounts give the applicant’s numbers, one line an account, a member’s first', async () => {
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/admin/applications?status=SUBMITTED'
        ? {
            status: 200,
            body: {
              items: [
                {
                  ...APPLICATION,
                  sharedNumbers: [
                    {
                      number: 'phoneNumber',
                      name: 'Other Holder',
                      username: 'other.holder',
                      member: true,
                      membershipNumber: 'COAZ-000042',
                      applicationId: 3,
                      applicationStatus: 'APPROVED',
                    },
                    {
                      number: 'nrcNumber',
                      name: 'Other Holder',
                      username: 'other.holder',
                      member: true,
                      membershipNumber: 'COAZ-000042',
                      applicationId: 3,
                      applicationStatus: 'APPROVED',
                    },
                    {
                      number: 'phoneNumber',
                      name: 'Third Person',
                      username: 'third.person',
                      member: false,
                      membershipNumber: null,
                      applicationId: 14,
                      applicationStatus: 'SUBMITTED',
                    },
                  ],
                },
              ],
            },
          }
        : undefined,
    );
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('Another account gives the same number');
    expect(warning).toHaveTextContent(
      'Compare the documents, and approve only the applicant whose number it is.',
    );
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "The mobile number and NRC number are a member's: Other Holder (other.holder), COAZ-000042. This application cannot be approved with them; reject it if the numbers are not the applicant's.",
      'The mobile number is also given by Third Person (third.person), whose application is under review too.',
    ]);
    // The server refuses it: Approve, which could only fail, is not offered, and the line says why.
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(
      screen.getByText(/Approval is not offered: a member’s account gives the same number/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: REJECT })).toBeVisible();
  });

  // The applicant added documents after a refusal: the secretariat saw it as a new application,
  // without the reason it had already given.
  it('says when an application came back for review, and when and why it was refused before', async () => {
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/admin/applications?status=SUBMITTED'
        ? {
            status: 200,
            body: {
              items: [
                {
                  ...APPLICATION,
                  submittedAt: '2026-03-09T08:00:00.000Z',
                  previousRefusal: {
                    // 22:30 in UTC is already the next day in Lusaka.
                    refusedAt: '2026-03-03T22:30:00.000Z',
                    reason: 'The practising licence has expired',
                  },
                },
                {
                  ...APPLICATION,
                  id: 13,
                  applicant: { ...APPLICATION.applicant, username: 'sample.applicant2' },
                },
              ],
            },
          }
        : undefined,
    );
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationsReview />
      </TestProviders>,
    );
    await screen.findByRole('button', { name: 'Approve Sample Applicant (sample.applicant2)' });
    const [again, first] = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.closest('li'));
    expect(again).toHaveTextContent(
      'Added documents on 9 March 2026; last refused on 4 March 2026: “The practising licence has expired”. NRC 123456/10/1',
    );
    expect(first).toHaveTextContent('Applied 2 March 2026. NRC 123456/10/1');
    expect(first).not.toHaveTextContent('refused');
    await expectNoAxeViolations(container);
  });

  // A screen reader's list of buttons read "Reject, Reject…" while each Approve named the person.
  it('names each Reject button after its applicant, and draws no empty documents list', async () => {
    const { container } = await renderReview({ status: 200, body: APPLICATION });
    const item = screen.getByRole('heading', { name: /^Sample Applicant/ }).closest('li');
    expect(within(item as HTMLElement).getByRole('button', { name: REJECT })).toBeInTheDocument();
    // "list, 0 items" told nothing: the application has no documents yet.
    expect(within(item as HTMLElement).queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });

  // Approval bills the applicant and sends an SMS: a tap on the wrong applicant's button did both.
  it('asks once more before approving; Cancel sends nothing and gives the cursor back to Approve', async () => {
    const { container } = await renderReview({ status: 200, body: APPLICATION });
    await userEvent.click(screen.getByRole('button', { name: /^Approve/ }));
    const confirm = screen.getByRole('button', { name: CONFIRM });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(
      expect.stringContaining('bills them the first subscription'),
    );
    await expectNoAxeViolations(container);
    const cancel = screen.getByRole('button', {
      name: 'Cancel the approval of Sample Applicant (sample.applicant)',
    });
    await userEvent.keyboard('{Tab}');
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Approve/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: CONFIRM })).toBeNull();
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
