import type { MemberUser } from '@coaz/api-client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { MemberProfile } from './member-profile';

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
});
