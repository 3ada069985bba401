import type { MembershipApplication } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUploadFormsWithNode } from '../test-support/node-form-data';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { ApplicationDocumentsForm } from './application-documents-form';

buildUploadFormsWithNode();

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const application = {
  id: 1,
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  status: 'REJECTED',
  reason: 'The licence was unreadable',
  documents: [],
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the document marked below.',
    );
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
      screen.getByText('Full Membership: with the secretariat for review'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Reason:/)).toBeNull();
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the document marked below.',
    );
    expect(licence).toHaveAccessibleDescription(
      expect.stringContaining('The practising licence is larger than 5 MB'),
    );
    expect(server.requests.map((request) => request.path)).not.toContain(
      '/coaz/api/applications/mine/documents',
    );
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

  it('gives the cursor to what the press came to: the document added, or why it could not be', async () => {
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
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The service is busy; try again');
    await vi.waitFor(() => expect(refusal.parentElement).toHaveFocus());
    expect((licence as HTMLInputElement).files?.[0]?.name).toBe('licence.pdf');
    expect(screen.getByText('Chosen: licence.pdf')).toBeVisible();

    await userEvent.click(add);
    const done = await screen.findByText(
      'Document added; the secretariat will review your application.',
    );
    await vi.waitFor(() => expect(done.closest('.member-form-done')).toHaveFocus());
    expect(screen.queryByText('Chosen: licence.pdf')).toBeNull();
  });
});
