import { describe, expect, it } from 'vitest';
import { loginOutcomePath } from './login-outcome-path';

describe('loginOutcomePath', () => {
  it('sends an active member to the dashboard', () => {
    expect(
      loginOutcomePath({
        kind: 'active',
        user: {
          id: 1,
          username: 'a',
          status: 'ACTIVE',
          role: 'member',
          firstName: null,
          lastName: null,
          email: null,
          phoneNumber: null,
          districtId: null,
          country: null,
          membershipNumber: null,
        },
      }),
    ).toBe('/dashboard');
  });

  it('carries what each follow-up page needs in the query string', () => {
    expect(
      loginOutcomePath({
        kind: 'pending-payment',
        userId: 3,
        receivableId: 7,
        criteriaId: 2,
        sponsor: 'SELF',
      }),
    ).toBe('/mobile_payment?userId=3&receivableId=7&criteriaId=2&sponsor=SELF');
    expect(loginOutcomePath({ kind: 'otp', username: 'demo.otp' })).toBe(
      '/change_password?username=demo.otp',
    );
    expect(loginOutcomePath({ kind: 'incomplete-registration', userId: 9 })).toBe(
      '/finish_registration?userId=9',
    );
  });
});
