import type { MemberRole } from '@coaz/api-client';
import type { MembershipSummary } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardWelcome } from './dashboard-welcome';
import type { SecretariatQueue } from './use-secretariat-queue';

const PAID: MembershipSummary = {
  status: 'ACTIVE',
  membershipNumber: 'COAZ-000001',
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  professionalCategory: 'general',
  professionalCategoryName: 'Clinical Officer General',
  validUntil: '2027-11-27',
  goodStanding: true,
  // The server gives the grace period's last day all year (`goodStandingUntil`).
  goodStandingUntil: '2027-12-27',
  fee: null,
  application: null,
  todo: [],
};

/** Lusaka's date in the paid year, and one in its grace period. */
const IN_THE_YEAR = '2027-11-01';
const IN_THE_GRACE = '2027-12-06';

function renderWelcome(
  summary: MembershipSummary,
  role: MemberRole = 'member',
  today = IN_THE_YEAR,
) {
  return render(
    <MemoryRouter>
      <DashboardWelcome name="Demo Active Member" summary={summary} role={role} today={today} />
    </MemoryRouter>,
  );
}

/** An ACTIVE account with no membership number, no paid year and no fee to pay. */
const APPLICATION_UNDER_REVIEW: MembershipSummary['application'] = {
  id: 4,
  membershipType: 'associate_membership',
  membershipTypeName: 'Associate Membership',
  status: 'SUBMITTED',
  reason: null,
  submittedAt: '2026-12-06T10:00:00Z',
  decidedAt: null,
  documents: [],
  missingDocuments: [],
};

const NO_MEMBERSHIP: MembershipSummary = {
  ...PAID,
  membershipNumber: null,
  membershipType: null,
  membershipTypeName: null,
  professionalCategory: null,
  professionalCategoryName: null,
  validUntil: null,
  goodStandingUntil: null,
};

describe('DashboardWelcome', () => {
  it('tells an editor or admin whose account lapsed that the role waits for good standing', () => {
    const lapsed: MembershipSummary = {
      ...PAID,
      status: 'PENDING_PAYMENT',
      validUntil: '2025-11-27',
      goodStanding: false,
      goodStandingUntil: '2026-02-27',
    };
    const { unmount } = renderWelcome(lapsed, 'editor');
    expect(
      screen.getByText(/^Your editor role is on hold .* the studio comes back once it is\.$/),
    ).toBeInTheDocument();
    unmount();
    renderWelcome(lapsed, 'admin');
    expect(screen.getByText(/^Your administrator role is on hold/)).toBeInTheDocument();
  });

  it('says nothing of a role to a member, nor to an editor in good standing', () => {
    const lapsed: MembershipSummary = { ...PAID, status: 'PENDING_PAYMENT', goodStanding: false };
    const { unmount } = renderWelcome(lapsed, 'member');
    expect(screen.queryByText(/role is on hold/)).toBeNull();
    unmount();
    renderWelcome(PAID, 'editor');
    expect(screen.queryByText(/role is on hold/)).toBeNull();
  });

  it('gives the last day of good standing, as /verify does, and the paid year’s end beside it', () => {
    renderWelcome(PAID);
    expect(
      screen.getByText(
        'You are a member in good standing until 27 December 2027: your paid year runs to 27 November 2027, and a grace period to renew in follows it.',
      ),
    ).toBeInTheDocument();
    // Its last day is not yet the grace period.
    renderWelcome(PAID, 'member', '2027-11-27');
    expect(
      screen.getAllByText(/^You are a member in good standing until 27 December 2027/),
    ).toHaveLength(2);
  });

  // The demo admin's summary: ACTIVE, which the server counts as good standing, with no
  // membership number and no payment.
  it('calls an account without a membership number or payment no membership, not good standing', () => {
    renderWelcome(NO_MEMBERSHIP, 'admin');
    expect(
      screen.getByText(
        'This account holds no membership: it has no membership number and no paid subscription on record.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/good standing/)).toBeNull();
  });

  // demo.registration after "Finish registration": ACTIVE with no membership, no fee, nothing to
  // pay. "Nothing needs doing now" left the person nowhere, and /join would refuse them, since the
  // account holds their NRC and mobile numbers: the secretariat is the way on.
  it('sends a member whose account holds no membership to apply from it, not to nothing', async () => {
    const { container } = renderWelcome(NO_MEMBERSHIP);
    expect(screen.getByRole('heading', { name: 'What needs doing' })).toBeInTheDocument();
    expect(screen.getByRole('listitem').textContent).toMatch(
      /^Apply for membership from this account: the secretariat reviews your application/,
    );
    expect(screen.getByRole('link', { name: 'Apply for membership' })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.queryByText('Nothing needs doing now.')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers no second application once the account has one under review', () => {
    renderWelcome({
      ...NO_MEMBERSHIP,
      application: APPLICATION_UNDER_REVIEW,
      todo: [{ kind: 'await_review', message: 'The secretariat is reviewing your application' }],
    });
    expect(screen.queryByRole('link', { name: 'Apply for membership' })).toBeNull();
    expect(screen.getByText(/Once your application is approved/)).toBeInTheDocument();
  });

  // The studio's and the secretariat's own accounts hold no membership and need none.
  it.each(['admin', 'editor'] as const)(
    'tells an %s account without membership nothing to do',
    (role) => {
      renderWelcome(NO_MEMBERSHIP, role);
      expect(screen.getByText('Nothing needs doing now.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Apply for membership' })).toBeNull();
    },
  );

  // A member on the roll from before online dues: /verify calls the card good standing, so the
  // dashboard must not say it cannot.
  it('calls an active number with no paid year good standing from the roll, as the card check does', () => {
    renderWelcome({ ...PAID, validUntil: null, goodStandingUntil: null });
    expect(
      screen.getByText(
        "You are a member in good standing: membership number COAZ-000001 is on the association's roll from before online payments, so no paid year is dated here yet. Your first subscription paid here will date it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cannot confirm/)).toBeNull();
  });

  it('asks a member from before online dues to pay their first bill, not to renew', () => {
    renderWelcome({
      ...PAID,
      validUntil: null,
      goodStandingUntil: null,
      fee: { receivableId: 11, description: 'Full Membership', amount: 300 },
      todo: [
        {
          kind: 'renew',
          message:
            'Pay your first subscription: K300.00, Full Membership for a year from the day you pay',
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/mobile_payment?receivableId=11',
    );
    expect(screen.queryByRole('link', { name: 'Renew now' })).toBeNull();
  });

  it('says the paid year has ended and until when the grace period lasts', async () => {
    const { container } = renderWelcome(
      {
        ...PAID,
        fee: { receivableId: 7, description: 'Full Membership', amount: 300 },
        todo: [
          {
            kind: 'renew',
            message:
              'Renew your membership by 27 December 2027: K300.00, Full Membership for a year from 28 November 2027',
          },
        ],
      },
      'member',
      IN_THE_GRACE,
    );
    expect(screen.getByText(/Your paid year ended on 27 November 2027\./)).toHaveTextContent(
      'You stay in good standing until 27 December 2027, the end of the grace period',
    );
    expect(screen.queryByText(/You are a member in good standing/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Renew now' })).toHaveAttribute(
      'href',
      '/mobile_payment?receivableId=7',
    );
    await expectNoAxeViolations(container);
  });

  it('tells a lapsed member the year and its grace period are over, not "not yet"', () => {
    renderWelcome({
      ...PAID,
      status: 'PENDING_PAYMENT',
      goodStanding: false,
      goodStandingUntil: null,
      fee: { receivableId: 9, description: 'Full Membership', amount: 300 },
      todo: [{ kind: 'pay', message: 'Pay K300.00 for Full Membership' }],
    });
    expect(
      screen.getByText(
        'Your paid year ended on 27 November 2027 and the grace period is over: you are no longer in good standing. Renew to be in good standing again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not in good standing yet/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Renew now' })).toHaveAttribute(
      'href',
      '/mobile_payment?receivableId=9',
    );
  });

  it('says the same from Lusaka’s midnight after the grace period, before the dues job has run', () => {
    // 00:30 in Lusaka the day after the grace period: the server's check says not in good
    // standing, but the hourly dues job has not yet moved the status from ACTIVE.
    renderWelcome({
      ...PAID,
      goodStanding: false,
      goodStandingUntil: null,
      fee: { receivableId: 9, description: 'Full Membership', amount: 300 },
      todo: [{ kind: 'renew', message: 'Renew your membership' }],
    });
    expect(
      screen.getByText(/^Your paid year ended on 27 November 2027 and the grace period is over/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/not in good standing yet/)).toBeNull();
  });

  it('still says "not yet" to a member who has never paid', () => {
    renderWelcome({
      ...PAID,
      status: 'PENDING_PAYMENT',
      validUntil: null,
      goodStanding: false,
      goodStandingUntil: null,
      fee: {
        receivableId: 4,
        description: 'Full Membership: first annual subscription',
        amount: 300,
      },
      todo: [{ kind: 'pay', message: 'Pay K300.00' }],
    });
    expect(screen.getByText('You are not in good standing yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
  });

  describe('to an applicant', () => {
    const APPLICANT: MembershipSummary = {
      ...PAID,
      status: 'INCOMPLETE_REGISTRATION',
      membershipNumber: null,
      validUntil: null,
      goodStanding: false,
      goodStandingUntil: null,
      application: {
        id: 3,
        membershipType: 'full_membership',
        membershipTypeName: 'Full Membership',
        status: 'SUBMITTED',
        reason: null,
        submittedAt: '2026-12-06T10:00:00Z',
        decidedAt: null,
        documents: [],
        missingDocuments: [],
      },
      todo: [
        {
          kind: 'await_review',
          message:
            'The secretariat is reviewing your application; you will get an SMS when it is decided',
        },
      ],
    } as MembershipSummary;

    // The notice, this welcome and "Your application" all said the secretariat would review it:
    // the review is said under the application, and the welcome says what comes next.
    it('says what comes after approval, not the review "Your application" says', async () => {
      const { container } = renderWelcome(APPLICANT);
      const welcome = screen.getByRole('region', { name: 'Welcome, Demo Active Member' });
      expect(welcome.textContent).not.toMatch(/review/i);
      expect(welcome).not.toHaveTextContent('What needs doing');
      expect(welcome).toHaveTextContent(
        'Nothing needs doing now. Once your application is approved, an SMS gives you your membership number, and you pay your first annual subscription here: your membership is active from that payment.',
      );
      await expectNoAxeViolations(container);
    });

    it('asks for the documents an application lacks, leading to where they are added', () => {
      renderWelcome({
        ...APPLICANT,
        todo: [
          {
            kind: 'add_documents',
            message: 'Add the missing documents so the secretariat can review your application',
          },
        ],
      });
      const welcome = screen.getByRole('region', { name: 'Welcome, Demo Active Member' });
      expect(welcome.textContent).not.toMatch(/review/i);
      expect(screen.getByRole('listitem')).toHaveTextContent(
        'Add the documents your application lacks. Add documents',
      );
      expect(screen.getByRole('link', { name: 'Add documents' })).toHaveAttribute(
        'href',
        '#documents',
      );
    });

    it('leaves a refusal’s reason to "Your application", asking for documents here', () => {
      renderWelcome({
        ...APPLICANT,
        todo: [
          {
            kind: 'application_rejected',
            message:
              'Your application was not approved: The licence was unreadable. Add documents to have it reviewed again.',
          },
        ],
      });
      expect(screen.queryByText(/unreadable/)).toBeNull();
      expect(screen.getByRole('listitem')).toHaveTextContent(
        'Add documents to have your application reviewed again.',
      );
    });
  });
});

// demo.admin's dashboard said "Nothing needs doing now." right above an application waiting under
// "Applications to review": what waits on the secretariat is the admin's to do.
describe('to an admin', () => {
  const ADMIN: MemberRole = 'admin';
  const adminWelcome = (secretariat: SecretariatQueue) => (
    <MemoryRouter>
      <DashboardWelcome
        name="Site Administrator"
        summary={NO_MEMBERSHIP}
        role={ADMIN}
        secretariat={secretariat}
      />
    </MemoryRouter>
  );

  it('lists the applications waiting and the refunds due, leading to them', async () => {
    const { container } = render(adminWelcome({ applications: 1, refunds: 2 }));
    expect(screen.queryByText(/Nothing needs doing/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'What needs doing' })).toBeVisible();
    const [applications, refunds] = screen.getAllByRole('listitem');
    expect(applications).toHaveTextContent('1 application is waiting for your review.');
    expect(
      within(applications as HTMLElement).getByRole('link', { name: 'Review the application' }),
    ).toHaveAttribute('href', '#applications-review');
    expect(refunds).toHaveTextContent('2 fees paid twice are to be paid back.');
    expect(
      within(refunds as HTMLElement).getByRole('link', { name: 'See the refunds due' }),
    ).toHaveAttribute('href', '#refunds-due');
    await expectNoAxeViolations(container);
  });

  it('counts several applications in the plural and leaves out an empty queue', () => {
    render(adminWelcome({ applications: 3, refunds: 0 }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      '3 applications are waiting for your review. Review the applications',
    );
  });

  it('says nothing needs doing only once both queues are read and empty', () => {
    const { rerender } = render(adminWelcome({ applications: 0, refunds: undefined }));
    expect(screen.queryByText(/Nothing needs doing/)).toBeNull();
    rerender(adminWelcome({ applications: 0, refunds: 0 }));
    expect(screen.getByText('Nothing needs doing now.')).toBeVisible();
  });
});
