import type { MemberUser } from '@coaz/api-client';
import type { MembershipSummary } from '@coaz/api-client/membership';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { startScriptedServer } from '../test-support/scripted-server';
import { MemberProfile } from './member-profile';
import { accountStanding, accountStatusName } from './membership-standing';

/** An application as `GET membership` gives it. */
const SAMPLE_APPLICATION_VIEW = {
  id: 3,
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  status: 'SUBMITTED',
  reason: 'The licence has expired',
  submittedAt: '2026-11-30T09:00:00.000Z',
  decidedAt: '2026-12-02T10:00:00.000Z',
  documents: [],
  missingDocuments: [],
};

const applicant = {
  id: 7,
  username: 'applicant.sample',
  firstName: 'Sample',
  lastName: 'Applicant',
  status: 'INCOMPLETE_REGISTRATION',
  role: 'member',
} as unknown as MemberUser;

describe('MemberProfile', () => {
  // An applicant whose complete application the secretariat was reviewing read "Registration
  // incomplete", as if something were still theirs to do.
  it("names an applicant's status as an application in progress", () => {
    render(
      <TestProviders client={testApiClient()}>
        <MemberProfile member={applicant} />
      </TestProviders>,
    );
    const status = screen.getByText('Account status').nextElementSibling;
    expect(status).toHaveTextContent('Application in progress');
  });

  // A refused applicant read "Application in progress", as if the secretariat were still reviewing.
  it('says an application was not approved until documents send it back', async () => {
    const server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/membership'
        ? {
            status: 200,
            body: {
              status: 'INCOMPLETE_REGISTRATION',
              membershipNumber: null,
              membershipType: null,
              validUntil: null,
              application: { ...SAMPLE_APPLICATION_VIEW, status: 'REJECTED' },
              todo: [],
            },
          }
        : undefined,
    );
    try {
      render(
        <TestProviders client={testApiClient(server.url)}>
          <MemberProfile member={applicant} />
        </TestProviders>,
      );
      const status = screen.getByText('Account status').nextElementSibling;
      await waitFor(() => expect(status).toHaveTextContent('Application not approved'));
    } finally {
      await server.close();
    }
  });

  it('names each account status, a refused application’s apart', () => {
    expect(accountStatusName('INCOMPLETE_REGISTRATION', 'REJECTED')).toBe(
      'Application not approved',
    );
    expect(accountStatusName('INCOMPLETE_REGISTRATION', 'SUBMITTED')).toBe(
      'Application in progress',
    );
    expect(accountStatusName('INCOMPLETE_REGISTRATION', null)).toBe('Application in progress');
    // Approved and billed: the account's status says it.
    expect(accountStatusName('PENDING_PAYMENT', 'REJECTED')).toBe('Membership fee due');
  });

  // The demo admin holds no membership; "Membership status: Active" said it did.
  it('calls the status the account’s, true of a secretariat account with no membership', () => {
    render(
      <TestProviders client={testApiClient()}>
        <MemberProfile
          member={{ ...applicant, status: 'ACTIVE', role: 'admin' } as unknown as MemberUser}
        />
      </TestProviders>,
    );
    expect(screen.getByText('Account status').nextElementSibling).toHaveTextContent('Active');
    expect(screen.queryByText('Membership status')).toBeNull();
  });

  // A member abroad has no district: the profile named no place for them at all.
  it('names the country of a member living outside Zambia, with the number as written abroad', () => {
    render(
      <TestProviders client={testApiClient()}>
        <MemberProfile
          member={
            {
              ...applicant,
              status: 'ACTIVE',
              country: 'Botswana',
              districtId: null,
              phoneNumber: '26771000001',
            } as unknown as MemberUser
          }
        />
      </TestProviders>,
    );
    expect(screen.getByText('Country').nextElementSibling).toHaveTextContent('Botswana');
    expect(screen.getByText('Phone').nextElementSibling).toHaveTextContent('+267 71000001');
    expect(screen.queryByText('District')).toBeNull();
  });

  describe('the status row, by the standing rather than the stored status alone', () => {
    const paid: MembershipSummary = {
      status: 'ACTIVE',
      membershipNumber: 'COAZ-000001',
      membershipType: 'full_membership',
      membershipTypeName: 'Full Membership',
      professionalCategory: 'general',
      professionalCategoryName: 'Clinical Officer General',
      validUntil: '2027-12-06',
      goodStanding: true,
      goodStandingUntil: '2028-01-05',
      fee: null,
      application: null,
      todo: [],
    };

    it('says Active while the paid year runs', () => {
      expect(accountStanding('ACTIVE', paid, '2027-12-06')).toBe('Active');
    });

    it('says a renewal is due in the grace period', () => {
      expect(accountStanding('ACTIVE', paid, '2027-12-07')).toBe(
        'Renewal due: in good standing until 5 January 2028',
      );
    });

    // From Lusaka's midnight after the grace period until the hourly dues job, the account is
    // still ACTIVE: the profile said "Active" while /verify said "Not in good standing".
    it('says the membership lapsed once the grace period is over, before and after the dues job', () => {
      const over = { ...paid, goodStanding: false, goodStandingUntil: null };
      expect(accountStanding('ACTIVE', over, '2028-01-06')).toBe(
        'Membership lapsed: renew to be in good standing',
      );
      expect(
        accountStanding('PENDING_PAYMENT', { ...over, status: 'PENDING_PAYMENT' }, '2028-02-01'),
      ).toBe('Membership lapsed: renew to be in good standing');
    });

    // The secretariat's look-up line and member record give the same words from their answers,
    // which carry the standing but no application: its status comes apart.
    it('reads the standing of any answer that carries it, and the application’s status given apart', () => {
      const line = {
        status: 'ACTIVE',
        validUntil: '2027-12-06',
        goodStanding: false,
        goodStandingUntil: null,
      };
      expect(accountStanding('ACTIVE', line, '2028-01-06', null)).toBe(
        'Membership lapsed: renew to be in good standing',
      );
      expect(
        accountStanding(
          'INCOMPLETE_REGISTRATION',
          { ...line, status: 'INCOMPLETE_REGISTRATION', validUntil: null },
          '2028-01-06',
          'REJECTED',
        ),
      ).toBe('Application not approved');
    });

    it('leaves the account’s status to say the rest', () => {
      expect(accountStanding('ACTIVE', undefined, '2028-01-06')).toBe('Active');
      expect(
        accountStanding(
          'SUSPENDED',
          { ...paid, status: 'SUSPENDED', goodStanding: false },
          '2027-11-01',
        ),
      ).toBe('Suspended');
      expect(
        accountStanding(
          'PENDING_PAYMENT',
          {
            ...paid,
            status: 'PENDING_PAYMENT',
            validUntil: null,
            goodStanding: false,
            goodStandingUntil: null,
          },
          '2027-11-01',
        ),
      ).toBe('Membership fee due');
    });

    it('shows it in the profile as the summary reads it', async () => {
      const server = await startScriptedServer(({ path }) =>
        path === '/coaz/api/membership'
          ? { status: 200, body: { ...paid, goodStanding: false, goodStandingUntil: null } }
          : undefined,
      );
      try {
        render(
          <TestProviders client={testApiClient(server.url)}>
            <MemberProfile
              member={{ ...applicant, status: 'ACTIVE' } as unknown as MemberUser}
              today="2028-01-06"
            />
          </TestProviders>,
        );
        const status = screen.getByText('Account status').nextElementSibling;
        await waitFor(() =>
          expect(status).toHaveTextContent('Membership lapsed: renew to be in good standing'),
        );
      } finally {
        await server.close();
      }
    });
  });
});
