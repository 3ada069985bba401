import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { FindMemberAdmin, type MemberFound } from './find-member-admin';
import type { MemberRecord } from './member-record-panel';

const ACTIVE: MemberFound = {
  id: 1,
  username: 'demo.active',
  firstName: 'Demo',
  lastName: 'Active Member',
  organisationName: null,
  membershipNumber: 'COAZ-000001',
  country: null,
  status: 'ACTIVE',
  validUntil: '2027-12-06',
  goodStanding: true,
  goodStandingUntil: '2028-01-05',
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  phoneNumber: '260971000001',
  applicationStatus: null,
};

/** The nth of a page of members named "Sample Paged NN". */
const paged = (index: number): MemberFound => ({
  ...ACTIVE,
  id: 100 + index,
  username: `paged.${index}`,
  firstName: 'Sample',
  lastName: `Paged ${String(index).padStart(2, '0')}`,
  membershipNumber: null,
  membershipType: null,
  membershipTypeName: null,
  status: 'INCOMPLETE_REGISTRATION',
  validUntil: null,
  goodStanding: false,
  goodStandingUntil: null,
  phoneNumber: null,
});

const RECORD: MemberRecord = {
  account: {
    id: 1,
    username: 'demo.active',
    firstName: 'Demo',
    lastName: 'Active Member',
    organisationName: null,
    email: 'demo.active@example.org',
    phoneNumber: '260971000001',
    country: null,
    nrcNumber: '123456/10/1',
    passportNumber: null,
    role: 'member',
    status: 'ACTIVE',
    createdAt: '2026-01-15T08:00:00.000Z',
  },
  membership: {
    membershipNumber: 'COAZ-000001',
    membershipType: 'full_membership',
    membershipTypeName: 'Full Membership',
    professionalCategoryName: 'General Clinical Officer',
    validUntil: '2027-12-06',
    goodStanding: true,
    goodStandingUntil: '2028-01-05',
    statement: 'In good standing until 5 January 2028',
  },
  application: {
    id: 9,
    membershipType: 'full_membership',
    membershipTypeName: 'Full Membership',
    status: 'REJECTED',
    reason: 'The licence has expired',
    submittedAt: '2026-11-30T09:00:00.000Z',
    decidedAt: '2026-12-02T10:00:00.000Z',
    documents: [],
    missingDocuments: [],
  },
  bills: [
    {
      receivableId: 5,
      description: 'Full Membership: annual subscription from 7 December 2026',
      amount: 1250.5,
      currency: 'ZMW',
      billedAt: '2026-12-05T09:00:00.000Z',
      state: 'UNPAID',
      paidAt: null,
      coversUntil: null,
    },
    {
      receivableId: 4,
      description: 'Full Membership: first annual subscription',
      amount: 300,
      currency: 'ZMW',
      billedAt: '2026-01-15T09:00:00.000Z',
      state: 'PAID',
      // 23:30 UTC is the next day in Lusaka.
      paidAt: '2026-01-16T23:30:00.000Z',
      coversUntil: '2027-01-16',
    },
  ],
  payments: [
    {
      paymentId: '00000000-0000-4000-8000-000000000002',
      receivableId: 5,
      description: 'Full Membership: annual subscription from 7 December 2026',
      method: 'MOBILE_MONEY',
      methodName: 'Mobile money',
      network: 'MTN',
      phoneNumber: '260961000003',
      amount: 1250.5,
      currency: 'ZMW',
      status: 'FAILED',
      startedAt: '2026-12-05T10:00:00.000Z',
      confirmedAt: null,
      receivedOn: null,
      reference: 'momo-2',
      failure: 'The payment was declined on the phone; you can try again',
      receiptNumber: null,
      refundDue: false,
    },
    {
      paymentId: '00000000-0000-4000-8000-000000000001',
      receivableId: 4,
      description: 'Full Membership: first annual subscription',
      method: 'BANK_TRANSFER',
      methodName: 'Bank transfer',
      network: null,
      phoneNumber: null,
      amount: 300,
      currency: 'ZMW',
      status: 'CONFIRMED',
      startedAt: '2026-01-17T09:00:00.000Z',
      confirmedAt: '2026-01-17T09:00:00.000Z',
      receivedOn: '2026-01-16',
      reference: 'FT26016ZK0001',
      failure: null,
      receiptNumber: 'R2026-000001',
      refundDue: false,
    },
  ],
  billCount: 2,
  paymentCount: 2,
  refunds: [
    {
      paymentId: '00000000-0000-4000-8000-000000000003',
      receivableId: 4,
      description: 'Full Membership: first annual subscription',
      amount: 300,
      currency: 'ZMW',
      network: 'AIRTEL',
      phoneNumber: '260971000001',
      confirmedAt: '2026-01-18T09:00:00.000Z',
      state: 'DUE',
      refundedAt: null,
    },
  ],
};

let server: ScriptedServer | undefined;
/** Lusaka's date the look-up is drawn on: within the fixtures' paid year unless a test says. */
let today = '2027-06-01';
afterEach(async () => {
  today = '2027-06-01';
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  // The pool shares one document between files: nothing this file drew may stay in it.
  document.body.innerHTML = '';
});

type Answer = (query: URLSearchParams) => ScriptedAnswer;

async function renderLookUp(
  list: Answer,
  record: (id: string) => ScriptedAnswer = () => ({ status: 200, body: RECORD }),
  document: (id: string) => ScriptedAnswer | undefined = () => undefined,
) {
  server = await startScriptedServer(({ method, path }) => {
    if (method !== 'GET') return undefined;
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/coaz/api/admin/members') return list(url.searchParams);
    const documentId = /^\/coaz\/api\/admin\/documents\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (documentId) return document(documentId);
    const id = /^\/coaz\/api\/admin\/members\/(\d+)$/.exec(url.pathname)?.[1];
    return id ? record(id) : undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <FindMemberAdmin today={today} />
      </main>
    </TestProviders>,
  );
  await screen.findByRole('heading', { name: 'Find a member' });
  return view;
}

async function lookUp(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Name or number to look up' }), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

const memberRequests = () =>
  (server?.requests ?? []).filter((request) => request.path.startsWith('/coaz/api/admin/members'));

describe('the secretariat finds a member', () => {
  it('says the search takes a mobile number too, and asks nothing before a search', async () => {
    await renderLookUp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    expect(
      screen.getByRole('searchbox', { name: 'Name or number to look up' }),
    ).toHaveAccessibleDescription(/or a whole mobile number/);
    // Search with nothing typed, twice, asks nothing either.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(memberRequests()).toEqual([]);
  });

  it('lists the members found with their number, type, status, year paid and mobile', async () => {
    const { container } = await renderLookUp(() => ({
      status: 200,
      body: { items: [ACTIVE], nextCursor: null },
    }));
    await lookUp('+260 97 100 0001');
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent(
      'Demo Active Member (demo.active): COAZ-000001, Full Membership, Active, paid year runs to 6 December 2027, 0971 000 001.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 account matches “+260 97 100 0001”.');
    expect(memberRequests().map((request) => request.path)).toEqual([
      '/coaz/api/admin/members?q=%2B260+97+100+0001',
    ]);
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  // The stored status stays ACTIVE after the grace period until the hourly dues job lapses the
  // account: the line and the record said "Active" while the member's own profile, card and
  // /verify said the membership had lapsed; in the grace period "Active" hid the year's end.
  describe('by the standing, as the member’s own profile says it', () => {
    const openRecord = async (changes: Partial<MemberRecord['membership']>) => {
      const membership = { ...RECORD.membership, ...changes };
      const line: MemberFound = {
        ...ACTIVE,
        goodStanding: membership.goodStanding,
        goodStandingUntil: membership.goodStandingUntil,
      };
      await renderLookUp(
        () => ({ status: 200, body: { items: [line], nextCursor: null } }),
        () => ({ status: 200, body: { ...RECORD, membership } }),
      );
      const user = await lookUp('demo.active');
      const entry = await screen.findByRole('listitem');
      await user.click(screen.getByRole('button', { name: /^Open the record/ }));
      const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
      const fact = (label: string) => within(record).getByText(label).nextElementSibling;
      return { entry, fact };
    };

    it('says a renewal is due in the grace period, and until when to renew', async () => {
      today = '2027-12-20';
      const { entry, fact } = await openRecord({});
      expect(entry).toHaveTextContent(
        'Demo Active Member (demo.active): COAZ-000001, Full Membership, Renewal due: in good standing until 5 January 2028, paid year ended 6 December 2027, 0971 000 001.',
      );
      expect(fact('Account status')).toHaveTextContent(
        'Renewal due: in good standing until 5 January 2028',
      );
      // The grace period's end is the standing's to say, once.
      expect(fact('Paid year')?.textContent).toBe('Ended 6 December 2027');
    });

    it('says the membership lapsed once the grace period is over, before the dues job', async () => {
      today = '2028-01-06';
      const { entry, fact } = await openRecord({
        goodStanding: false,
        goodStandingUntil: null,
        statement: 'Not in good standing',
      });
      expect(entry).toHaveTextContent(
        'Demo Active Member (demo.active): COAZ-000001, Full Membership, Membership lapsed: renew to be in good standing, paid year ended 6 December 2027, 0971 000 001.',
      );
      expect(fact('Account status')).toHaveTextContent(
        'Membership lapsed: renew to be in good standing',
      );
      expect(fact('Paid year')?.textContent).toBe('Ended 6 December 2027');
      expect(fact('Standing')).toHaveTextContent('Not in good standing');
    });
  });

  // A refused applicant read "Application in progress", as one under review does.
  it('tells a refused applicant from one under review', async () => {
    await renderLookUp(() => ({
      status: 200,
      body: {
        items: [
          { ...paged(1), applicationStatus: 'REJECTED' },
          { ...paged(2), applicationStatus: 'SUBMITTED' },
        ],
        nextCursor: null,
      },
    }));
    await lookUp('sample');
    const [refused, waiting] = await screen.findAllByRole('listitem');
    expect(refused).toHaveTextContent('no membership type, Application not approved,');
    expect(waiting).toHaveTextContent('no membership type, Application in progress,');
  });

  it('says plainly when nothing matched', async () => {
    await renderLookUp(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    const user = await lookUp('nobody');
    // In the status line, announced as a count of results is.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No account matches “nobody”.'),
    );
    expect(screen.getAllByText('No account matches “nobody”.')).toHaveLength(1);
    expect(screen.queryByRole('list')).toBeNull();
    // Searching the same words again asks the server again.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(memberRequests()).toHaveLength(2));
  });

  it('shows the server’s refusal of a search', async () => {
    await renderLookUp(() => ({
      status: 400,
      body: { error: 'validation_failed', message: 'q: must not contain control characters' },
    }));
    await lookUp('bad');
    expect(await screen.findByText('q: must not contain control characters')).toBeVisible();
  });

  it('brings the next page with More results, saying how many are shown, and moves the cursor to the first new one', async () => {
    const first = Array.from({ length: 20 }, (_, index) => paged(index + 1));
    const second = [paged(21), paged(22)];
    const { container } = await renderLookUp((query) =>
      query.get('cursor') === 'page-2'
        ? { status: 200, body: { items: second, nextCursor: null } }
        : { status: 200, body: { items: first, nextCursor: 'page-2' } },
    );
    const user = await lookUp('Paged');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByRole('status')).toHaveTextContent('More than 20 accounts match “Paged”.');
    expect(
      screen.getByText(
        'Showing the first 20 accounts; there are more. Narrow the search, or show more results.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      'Sample Paged 01 (paged.1): no membership number, no membership type, Application in progress, no paid year on record, no mobile number.',
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(22));
    expect(screen.getByRole('status')).toHaveTextContent('22 accounts match “Paged”.');
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
    expect(memberRequests().at(-1)?.path).toBe('/coaz/api/admin/members?q=Paged&cursor=page-2');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Open the record of Sample Paged 21' }),
      ).toHaveFocus(),
    );
  });
});

describe('a member’s record', () => {
  it('opens under the member with headings, dates in the site’s format and amounts in kwacha', async () => {
    const { container } = await renderLookUp(() => ({
      status: 200,
      body: { items: [ACTIVE], nextCursor: null },
    }));
    const user = await lookUp('demo.active');
    const open = await screen.findByRole('button', {
      name: 'Open the record of Demo Active Member',
    });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(memberRequests()).toHaveLength(1);
    await user.click(open);
    const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
    expect(memberRequests().at(-1)?.path).toBe('/coaz/api/admin/members/1');
    expect(
      screen.getByRole('button', { name: 'Close the record of Demo Active Member' }),
    ).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(record)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Account', 'Membership', 'Application', 'Bills', 'Payments', 'Refunds']);

    const fact = (label: string) => within(record).getByText(label).nextElementSibling;
    expect(fact('User name')).toHaveTextContent('demo.active');
    expect(fact('E-mail')).toHaveTextContent('demo.active@example.org');
    expect(fact('Mobile')).toHaveTextContent('0971 000 001');
    expect(fact('NRC')).toHaveTextContent('123456/10/1');
    expect(fact('Role')).toHaveTextContent('Member');
    expect(fact('Account status')).toHaveTextContent('Active');
    expect(fact('Account made')).toHaveTextContent('15 January 2026');
    expect(fact('Membership number')).toHaveTextContent('COAZ-000001');
    expect(fact('Paid year')).toHaveTextContent('Runs to 6 December 2027');
    expect(fact('Standing')).toHaveTextContent('In good standing until 5 January 2028');
    expect(within(record).queryByText('Passport')).toBeNull();

    expect(record).toHaveTextContent(
      'Full Membership, applied 30 November 2026: not approved 2 December 2026. Reason: The licence has expired',
    );
    expect(within(record).getByText('No documents added.')).toBeVisible();
    const items = within(record)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'K1,250.50 for Full Membership: annual subscription from 7 December 2026, billed 5 December 2026: not paid yet.',
      'K300.00 for Full Membership: first annual subscription, billed 15 January 2026: paid 17 January 2026.',
      'K1,250.50 by MTN MoMo from 0961 000 003 for Full Membership: annual subscription from 7 December 2026, started 5 December 2026, 12:00: did not go through: “The payment was declined on the phone; you can try again”.',
      'K300.00 by bank transfer for Full Membership: first annual subscription, recorded 17 January 2026, 11:00: received 16 January 2026, receipt R2026-000001.',
      'K300.00 to 0971 000 001 for Full Membership: first annual subscription, received 18 January 2026: owed back: record it under “Refunds due”.',
    ]);
    await expectNoAxeViolations(container);

    await user.click(
      screen.getByRole('button', { name: 'Close the record of Demo Active Member' }),
    );
    expect(screen.queryByRole('region', { name: 'Record of Demo Active Member' })).toBeNull();
  });

  it('downloads each document of the application by its own button, says so, and names those missing', async () => {
    const { container } = await renderLookUp(
      () => ({ status: 200, body: { items: [ACTIVE], nextCursor: null } }),
      () => ({
        status: 200,
        body: {
          ...RECORD,
          application: {
            ...RECORD.application,
            status: 'SUBMITTED',
            reason: null,
            decidedAt: null,
            documents: [
              {
                id: 'doc-7',
                kind: 'other',
                originalName: 'letter.pdf',
                contentType: 'application/pdf',
                sizeBytes: 2048,
                addedAt: '2026-11-30T09:00:00.000Z',
              },
            ],
            missingDocuments: ['practising_licence'],
          },
        },
      }),
      (id) => (id === 'doc-7' ? { status: 200, body: 'PDF' } : undefined),
    );
    // Spies, not assignments: the afterEach gives later test files in the worker the real ones.
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:letter');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const user = await lookUp('demo.active');
    await user.click(await screen.findByRole('button', { name: /^Open the record/ }));
    const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
    expect(within(record).getByText('Missing: practising licence.')).toBeVisible();
    const button = within(record).getByRole('button', {
      name: 'Download the other document of Demo Active Member',
    });
    expect(button).toHaveAccessibleDescription('added 30 November 2026');
    const status = within(record).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(button);
    await waitFor(() => expect(status).toHaveTextContent('Downloaded doc-7'));
    expect(saved).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
    expect(within(record).queryByText('No documents added.')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when a document of the record could not be downloaded', async () => {
    await renderLookUp(
      () => ({ status: 200, body: { items: [ACTIVE], nextCursor: null } }),
      () => ({
        status: 200,
        body: {
          ...RECORD,
          application: {
            ...RECORD.application,
            documents: [
              {
                id: 'doc-8',
                kind: 'practising_licence',
                originalName: 'licence.pdf',
                contentType: 'application/pdf',
                sizeBytes: 2048,
              },
            ],
          },
        },
      }),
      () => ({ status: 404, body: { error: 'not_found', message: 'No such document' } }),
    );
    const user = await lookUp('demo.active');
    await user.click(await screen.findByRole('button', { name: /^Open the record/ }));
    const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
    await user.click(
      within(record).getByRole('button', {
        name: 'Download the practising licence of Demo Active Member',
      }),
    );
    expect(await within(record).findByText('No such document')).toBeVisible();
  });

  it('names a student’s category as the programme they train in', async () => {
    await renderLookUp(
      () => ({ status: 200, body: { items: [ACTIVE], nextCursor: null } }),
      () => ({
        status: 200,
        body: {
          ...RECORD,
          membership: {
            ...RECORD.membership,
            membershipType: 'student_membership',
            membershipTypeName: 'Student Membership',
          },
        },
      }),
    );
    const user = await lookUp('demo.active');
    await user.click(
      await screen.findByRole('button', { name: 'Open the record of Demo Active Member' }),
    );
    const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
    expect(within(record).getByText('Training in').nextElementSibling).toHaveTextContent(
      'General Clinical Officer',
    );
    expect(within(record).queryByText('Category')).toBeNull();
  });

  it('says when an account never applied and has no bills, payments or refunds', async () => {
    await renderLookUp(
      () => ({ status: 200, body: { items: [ACTIVE], nextCursor: null } }),
      () => ({
        status: 200,
        body: {
          ...RECORD,
          membership: { ...RECORD.membership, validUntil: null, membershipNumber: null },
          application: null,
          bills: [],
          payments: [],
          refunds: [],
        },
      }),
    );
    const user = await lookUp('demo.active');
    await user.click(await screen.findByRole('button', { name: /^Open the record/ }));
    const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
    for (const text of [
      'No application made online.',
      'No bills.',
      'No payments or attempts.',
      'No refunds.',
    ]) {
      expect(within(record).getByText(text)).toBeVisible();
    }
    const fact = (label: string) => within(record).getByText(label).nextElementSibling;
    expect(fact('Membership number')).toHaveTextContent('None yet');
    expect(fact('Paid year')).toHaveTextContent('No paid year on record');
  });

  it('says when only the newest bills and payments are listed, before each list', async () => {
    await renderLookUp(
      () => ({ status: 200, body: { items: [ACTIVE], nextCursor: null } }),
      () => ({ status: 200, body: { ...RECORD, billCount: 134, paymentCount: 101 } }),
    );
    const user = await lookUp('demo.active');
    await user.click(await screen.findByRole('button', { name: /^Open the record/ }));
    const record = await screen.findByRole('region', { name: 'Record of Demo Active Member' });
    const bills = within(record).getByText('Only the 2 newest of 134 bills are listed here.');
    expect(bills.previousElementSibling).toHaveTextContent('Bills');
    const payments = within(record).getByText(
      'Only the 2 newest of 101 payments and attempts are listed here.',
    );
    expect(payments.previousElementSibling).toHaveTextContent('Payments');
    // A whole list says nothing of the kind.
    expect(within(record).queryByText(/refunds are listed/)).toBeNull();
  });

  it('says the record could not be loaded, in its own section', async () => {
    await renderLookUp(
      () => ({ status: 200, body: { items: [ACTIVE], nextCursor: null } }),
      () => ({ status: 404, body: { error: 'not_found', message: 'No account has that id' } }),
    );
    const user = await lookUp('demo.active');
    await user.click(await screen.findByRole('button', { name: /^Open the record/ }));
    expect(
      await screen.findByText('The record of Demo Active Member could not be loaded'),
    ).toBeVisible();
    expect(screen.getByText('No account has that id')).toBeVisible();
  });
});
