import type { MembershipApplication } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoLiveRegion, findRefusal } from '../test-support/form-messages';
import { buildUploadFormsWithNode } from '../test-support/node-form-data';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { ApplicationDocumentsForm } from './application-documents-form';

buildUploadFormsWithNode();

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.unstubAllGlobals();
});

const application = {
  id: 1,
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  status: 'REJECTED',
  reason: 'The licence was unreadable',
  documents: [],
  missingDocuments: [],
} as unknown as MembershipApplication;

describe('ApplicationDocumentsForm', () => {
  it('puts the server’s refusal of a document beside that document and keeps the choice', async () => {
    const message = 'The practising licence is not a PDF, JPEG, PNG or WebP file';
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/applications/mine/documents'
        ? { status: 415, body: { error: 'unsupported_document', message } }
        : undefined,
    );
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationDocumentsForm application={application} />
      </TestProviders>,
    );
    const licence = screen.getByLabelText(/^Practising licence/);
    await userEvent.upload(licence, new File(['notes'], 'licence.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add documents' }));
    // Read with the marked document, where the cursor goes: no alert of its own.
    expectNoLiveRegion(await screen.findByText('Please correct the document marked below.'));
    expect(licence).toHaveAttribute('aria-invalid', 'true');
    expect(licence).toHaveAccessibleDescription(expect.stringContaining(message));
    // The choice is kept: in the input (whose value names it) and in the line under it.
    expect((licence as HTMLInputElement).files?.[0]?.name).toBe('licence.txt');
    expect(screen.getByText('Chosen: licence.txt')).toBeVisible();
    // The button was disabled while sending: the cursor goes to the document to change.
    await vi.waitFor(() => expect(licence).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('gives the reason while the application stands refused, not once it is under review again', () => {
    const { rerender } = render(
      <TestProviders client={testApiClient('http://127.0.0.1:9')}>
        <ApplicationDocumentsForm application={application} />
      </TestProviders>,
    );
    expect(
      screen.getByText('Full Membership: not approved. Reason: The licence was unreadable'),
    ).toBeInTheDocument();
    rerender(
      <TestProviders client={testApiClient('http://127.0.0.1:9')}>
        <ApplicationDocumentsForm application={{ ...application, status: 'SUBMITTED' }} />
      </TestProviders>,
    );
    expect(
      screen.getByText(
        'Full Membership: with the secretariat for review; you will get their decision by SMS.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Reason:/)).toBeNull();
  });

  // It said "with the secretariat for review" of an application the secretariat cannot review
  // until its licence comes: here is the one place the dashboard says what the review waits for.
  it('names the document an application lacks, and that the review waits for it', () => {
    render(
      <TestProviders client={testApiClient('http://127.0.0.1:9')}>
        <ApplicationDocumentsForm
          application={{
            ...application,
            status: 'SUBMITTED',
            reason: null,
            missingDocuments: ['practising_licence'],
          }}
        />
      </TestProviders>,
    );
    expect(
      screen.getByText(
        'Full Membership: your practising licence is still needed. Once it is added, the secretariat reviews the application and tells you the decision by SMS.',
      ),
    ).toBeInTheDocument();
  });

  it('marks a document over 5 MB before sending it', async () => {
    server = await startScriptedServer(() => undefined);
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationDocumentsForm application={application} />
      </TestProviders>,
    );
    const licence = screen.getByLabelText(/^Practising licence/);
    await userEvent.upload(
      licence,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'licence.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add documents' }));
    // Read with the marked document, where the cursor goes: no alert of its own.
    expectNoLiveRegion(await screen.findByText('Please correct the document marked below.'));
    expect(licence).toHaveAccessibleDescription(
      expect.stringContaining('The practising licence is larger than 5 MB'),
    );
    expect(server.requests.map((request) => request.path)).not.toContain(
      '/coaz/api/applications/mine/documents',
    );
  });

  it('drops a document’s error, and the line above that points to it, as soon as a new file is chosen', async () => {
    // The phone takes its time to decode the new photo, held here until released.
    let decoded = (_picture: undefined) => {};
    vi.stubGlobal(
      'createImageBitmap',
      () =>
        new Promise<undefined>((resolve) => {
          decoded = resolve;
        }),
    );
    server = await startScriptedServer(() => undefined);
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationDocumentsForm application={application} />
      </TestProviders>,
    );
    const licence = screen.getByLabelText(/^Practising licence/);
    await userEvent.upload(
      licence,
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'licence.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add documents' }));
    await screen.findByText('Please correct the document marked below.');
    // A phone photo of the licence instead, still being made smaller.
    await userEvent.upload(
      licence,
      new File([new Uint8Array(2_000_000)], 'licence.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.queryByText('Please correct the document marked below.')).toBeNull();
    expect(licence).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/larger than 5 MB/)).toBeNull();
    decoded(undefined);
    expect(await screen.findByText('Chosen: licence.jpg')).toBeVisible();
    expect(screen.queryByText(/larger than 5 MB/)).toBeNull();
    expect(screen.queryByText('Please correct the document marked below.')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('asks an affiliate for the documents its application asked for: no practising licence', () => {
    render(
      <TestProviders client={testApiClient('http://127.0.0.1:9')}>
        <ApplicationDocumentsForm
          application={
            {
              ...application,
              membershipType: 'affiliate_membership',
              membershipTypeName: 'Affiliate Membership',
            } as MembershipApplication
          }
        />
      </TestProviders>,
    );
    expect(screen.queryByLabelText(/^Practising licence/)).toBeNull();
    expect(screen.queryByLabelText(/^Student card/)).toBeNull();
    expect(screen.getByLabelText(/^Other supporting document/)).toBeInTheDocument();
  });

  // A refusal is to act on, so it takes the cursor. "Document added" took it too, and was a
  // status as well: screen readers read it twice. It is news: a live region, read once, while the
  // cursor stays on the button (aria-disabled while sending, so it is not dropped).
  it('gives the cursor to a refusal, and says a document added in a live region, the cursor staying put', async () => {
    let answers = 0;
    server = await startScriptedServer(({ path }) => {
      if (path !== '/coaz/api/applications/mine/documents') return undefined;
      answers += 1;
      return answers === 1
        ? { status: 503, body: { error: 'unavailable', message: 'The service is busy; try again' } }
        : { status: 201, body: { ...application, status: 'SUBMITTED' } };
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationDocumentsForm application={application} />
      </TestProviders>,
    );
    const licence = screen.getByLabelText(/^Practising licence/);
    await userEvent.upload(licence, new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    const add = screen.getByRole('button', { name: 'Add documents' });
    await userEvent.click(add);
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('The service is busy; try again');
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    expect((licence as HTMLInputElement).files?.[0]?.name).toBe('licence.pdf');
    expect(screen.getByText('Chosen: licence.pdf')).toBeVisible();

    await userEvent.click(add);
    const done = await screen.findByText('Document added.');
    expect(screen.queryByText('Chosen: licence.pdf')).toBeNull();
    expect(add).toHaveFocus();
    expect(add).not.toHaveAttribute('aria-disabled');
    const live = '[role=status], [role=alert], [role=log], [aria-live]';
    expect(
      [...document.querySelectorAll(live)].filter((region) =>
        region.textContent?.includes('Document added.'),
      ),
    ).toEqual([done.closest('.member-form-status')]);
  });

  // aria-disabled, not disabled, keeps the cursor on the button while sending; presses then are
  // ignored by the form itself, or a slow upload pressed again went up twice.
  it('sends once however often the button is pressed while the documents go up', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server = await startScriptedServer(async ({ path }) => {
      if (path !== '/coaz/api/applications/mine/documents') return undefined;
      await answered;
      return { status: 201, body: { ...application, status: 'SUBMITTED' } };
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <ApplicationDocumentsForm application={application} />
      </TestProviders>,
    );
    await userEvent.upload(
      screen.getByLabelText(/^Practising licence/),
      new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add documents' }));
    const adding = await screen.findByRole('button', { name: 'Adding…' });
    expect(adding).toHaveAttribute('aria-disabled', 'true');
    expect(adding).toHaveFocus();
    await userEvent.click(adding);
    await userEvent.keyboard('{Enter}');
    release();
    expect(await screen.findByText('Document added.')).toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.path === '/coaz/api/applications/mine/documents'),
    ).toHaveLength(1);
  });
});
