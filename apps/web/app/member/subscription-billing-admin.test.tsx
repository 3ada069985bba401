import type { MemberToBill } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { SubscriptionBillingAdmin } from './subscription-billing-admin';

const LEGACY: MemberToBill = {
  username: 'demo.legacy',
  firstName: 'Demo',
  lastName: 'Legacy Member',
  organisationName: null,
  membershipNumber: 'COAZ-000003',
  country: null,
  status: 'ACTIVE',
  validUntil: null,
  goodStanding: true,
  goodStandingUntil: null,
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  subscription: {
    membershipType: 'full_membership',
    description: 'Full Membership: annual subscription, a year from the day it is paid',
    amount: 300,
  },
  unpaidFee: null,
  refusal: null,
};

const FEE_DUE_MESSAGE =
  'Demo Legacy Member already owes K300.00 for Full Membership: annual subscription, a year from the day it is paid, billed 6 December 2026: that fee is for the year a new bill would be, so a second is not made';

const BILLED = {
  receivableId: 77,
  description: 'Full Membership: annual subscription, a year from the day it is paid',
  amount: 300,
  currency: 'ZMW',
  billedAt: '2026-12-06T10:00:00.000Z',
  member: {
    username: 'demo.legacy',
    status: 'ACTIVE',
    membershipNumber: 'COAZ-000003',
    membershipType: 'full_membership',
  },
  message:
    'Billed K300.00 to Demo Legacy Member for Full Membership: annual subscription, a year from the day it is paid. They can pay it by mobile money from their dashboard.',
};

const DUES = [
  { membershipType: 'full_membership', name: 'Full Membership', amount: 300 },
  { membershipType: 'student_membership', name: 'Student Membership', amount: 100 },
];

let server: ScriptedServer | undefined;
/** Lusaka's date the list is drawn on, unless a test says. */
let today = '2027-06-01';
afterEach(async () => {
  today = '2027-06-01';
  await server?.close();
  server = undefined;
});

async function renderBilling(
  members: MemberToBill[],
  billed: ScriptedAnswer | (() => ScriptedAnswer) = { status: 201, body: BILLED },
) {
  // As the server does, a member billed is listed afterwards with the fee due in the way.
  let listed = members;
  server = await startScriptedServer(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/coaz/api/admin/subscriptions?')) {
      return { status: 200, body: { items: listed } };
    }
    if (method === 'GET' && path === '/coaz/api/dues')
      return { status: 200, body: { items: DUES } };
    if (method !== 'POST' || path !== '/coaz/api/admin/subscriptions') return undefined;
    const answer = typeof billed === 'function' ? billed() : billed;
    if (answer.status === 201) {
      listed = listed.map((member) => ({
        ...member,
        subscription: null,
        refusal: { error: 'fee_due', message: FEE_DUE_MESSAGE },
      }));
    }
    return answer;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <SubscriptionBillingAdmin today={today} />
      </main>
    </TestProviders>,
  );
  await screen.findByRole('heading', { name: 'Bill a member’s subscription' });
  return view;
}

const posts = () => server?.requests.filter((request) => request.method === 'POST') ?? [];

async function find(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Member to bill' }), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return user;
}

describe('the secretariat bills a member’s subscription', () => {
  it('tells an admin an applicant is approved, not billed', async () => {
    await renderBilling([]);
    expect(
      screen.getByText(/An applicant is not billed here: approve their application/),
    ).toBeVisible();
  });

  it('shows the fee the member’s type sets, asks once, sends no amount and says what was billed', async () => {
    const { container } = await renderBilling([LEGACY]);
    const user = await find('legacy');
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent(
      'Demo Legacy Member (demo.legacy): COAZ-000003, Full Membership, no paid year on record.' +
        'A bill now: K300.00 for Full Membership: annual subscription, a year from the day it is paid.',
    );
    expect(server?.requests.at(-1)?.path).toBe('/coaz/api/admin/subscriptions?q=legacy');
    await user.click(
      within(entry).getByRole('button', {
        name: 'Bill K300.00 to Demo Legacy Member (demo.legacy) for Full Membership: annual subscription, a year from the day it is paid',
      }),
    );
    // The first press only asks: a bill cannot be taken back from the site.
    expect(posts()).toEqual([]);
    const yes = within(entry).getByRole('button', {
      name: 'Yes, bill Demo Legacy Member (demo.legacy)',
    });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAccessibleDescription(/Bill Demo Legacy Member \(demo\.legacy\) K300\.00/);
    await expectNoAxeViolations(container);
    await user.click(yes);
    const status = await screen.findByText(/^Billed K300\.00 to Demo Legacy Member/);
    await waitFor(() => expect(status).toHaveFocus());
    expect(posts().map((request) => request.body)).toEqual([{ username: 'demo.legacy' }]);
    // Read again, the member's line says the fee is due and offers no second bill.
    expect(
      await within(screen.getByRole('list')).findByText(/already owes K300\.00/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Bill / })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Member to bill' })).toHaveValue('legacy');
  });

  // The search stopped at twenty accounts without a word: the twenty-first was never shown.
  it('says more accounts match than are shown, and brings them with More results', async () => {
    const member = (index: number): MemberToBill => ({
      ...LEGACY,
      username: `sample.${String(index).padStart(2, '0')}`,
      lastName: `Member ${String(index).padStart(2, '0')}`,
    });
    server = await startScriptedServer(({ method, path }) => {
      if (method !== 'GET' || !path.startsWith('/coaz/api/admin/subscriptions?')) return undefined;
      const next = new URL(path, 'http://x').searchParams.get('cursor') === 'page-2';
      return {
        status: 200,
        body: next
          ? { items: [21, 22].map(member), nextCursor: null }
          : {
              items: Array.from({ length: 20 }, (_, index) => member(index + 1)),
              nextCursor: 'page-2',
            },
      };
    });
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <main>
          <SubscriptionBillingAdmin />
        </main>
      </TestProviders>,
    );
    const user = await find('sample');
    expect(
      await screen.findByText(
        'Showing the first 20 accounts; there are more. Narrow the search, or show more results.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'More results' }));
    // The button that asked is gone with the last page: the cursor goes to the first line it brought.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Bill K300\.00 to Demo Member 21 \(sample\.21\)/ }),
      ).toHaveFocus(),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(22);
    expect(server.requests.at(-1)?.path).toBe(
      '/coaz/api/admin/subscriptions?q=sample&cursor=page-2',
    );
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
    expect(screen.queryByText(/^Showing the first/)).toBeNull();
  });

  it('says the search also takes a whole mobile number', async () => {
    await renderBilling([]);
    expect(screen.getByRole('searchbox', { name: 'Member to bill' })).toHaveAccessibleDescription(
      'Part of the name, user name, organisation, membership, NRC or passport number, or a whole mobile number.',
    );
  });

  // The look-up said "paid up to", the record "Paid up to" and this list "paid until" for one
  // date; all now say it as the member's card does, and a member in the grace period as such.
  it('names the paid year as the member’s card does: running, in its grace period, or ended', async () => {
    today = '2027-12-20';
    const year = (username: string, validUntil: string, goodStandingUntil: string | null) => ({
      ...LEGACY,
      username,
      lastName: username,
      validUntil,
      goodStanding: goodStandingUntil !== null,
      goodStandingUntil,
      subscription: null,
      refusal: null,
    });
    await renderBilling([
      year('runs', '2028-03-31', '2028-04-30'),
      year('grace', '2027-12-06', '2028-01-05'),
      year('over', '2027-10-31', null),
    ]);
    await find('sample');
    const [runs, grace, over] = await screen.findAllByRole('listitem');
    expect(runs).toHaveTextContent('Full Membership, paid year runs to 31 March 2028.');
    expect(grace).toHaveTextContent(
      'Full Membership, paid year ended 6 December 2027 (in the grace period: renew by 5 January 2028).',
    );
    expect(over).toHaveTextContent('Full Membership, paid year ended 31 October 2027.');
  });

  it('shows why an account is not billed, with no button to bill it', async () => {
    await renderBilling([
      {
        ...LEGACY,
        username: 'sample.applicant',
        lastName: 'Applicant',
        membershipNumber: null,
        status: 'INCOMPLETE_REGISTRATION',
        subscription: null,
        refusal: {
          error: 'application_to_approve',
          message:
            'Demo Applicant has applied to join: that is an application to approve, not a fee to bill',
        },
      },
    ]);
    await find('applicant');
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent('that is an application to approve, not a fee to bill.');
    expect(within(entry).queryByRole('button')).toBeNull();
  });

  it('asks the type of a member with none recorded before billing, and sends it', async () => {
    const { container } = await renderBilling([
      { ...LEGACY, membershipType: null, membershipTypeName: null, subscription: null },
    ]);
    const user = await find('legacy');
    const entry = await screen.findByRole('listitem');
    expect(entry).toHaveTextContent('no membership type recorded');
    await user.click(within(entry).getByRole('button', { name: /^Bill the subscription/ }));
    const full = await within(entry).findByRole('radio', {
      name: 'Full Membership: K300.00 a year',
    });
    expect(full).toHaveFocus();
    expect(full).toHaveAccessibleDescription('Choose the membership type they hold');
    expect(posts()).toEqual([]);
    await expectNoAxeViolations(container);
    await user.click(
      within(entry).getByRole('radio', { name: 'Student Membership: K100.00 a year' }),
    );
    await user.click(within(entry).getByRole('button', { name: /^Bill K100\.00/ }));
    await user.click(within(entry).getByRole('button', { name: /^Yes, bill/ }));
    await screen.findByText(/^Billed K300\.00/);
    expect(posts().map((request) => request.body)).toEqual([
      { username: 'demo.legacy', membershipType: 'student_membership' },
    ]);
  });

  it('shows a refusal of the bill, with the cursor on the button it came from', async () => {
    await renderBilling([LEGACY], {
      status: 409,
      body: { error: 'fee_due', message: FEE_DUE_MESSAGE },
    });
    const user = await find('legacy');
    const entry = await screen.findByRole('listitem');
    await user.click(within(entry).getByRole('button', { name: /^Bill K300\.00/ }));
    await user.click(within(entry).getByRole('button', { name: /^Yes, bill/ }));
    expect(await within(entry).findByText(FEE_DUE_MESSAGE)).toBeVisible();
    expect(within(entry).getByRole('button', { name: /^Bill K300\.00/ })).toHaveFocus();
  });
});
