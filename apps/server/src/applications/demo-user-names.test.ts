import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/seed-demo';
import { ApplicationFields } from './application-input';

const application = (username: string) => ({
  membershipType: 'affiliate_membership',
  username,
  password: 'Sample-Applicant-2026',
  firstName: 'Sample',
  lastName: 'Applicant',
  nrcNumber: '123456/10/1',
  phoneNumber: '0962222333',
  provinceId: 1,
  districtId: 5,
});

describe('an application’s user name', () => {
  // A production start locks, strips of its number and leaves out of the counts any account with
  // a demo account's name: on a database that never ran the demo, an applicant could take one.
  it('is refused when it is a demo account’s, however it is capitalised', () => {
    for (const { username } of DEMO_ACCOUNTS) {
      for (const typed of [username, ` ${username.toUpperCase()} `]) {
        const result = ApplicationFields.safeParse(application(typed));
        expect(result.success).toBe(false);
        expect(result.error?.issues).toEqual([
          expect.objectContaining({
            path: ['username'],
            message: 'That user name is taken; choose another',
          }),
        ]);
      }
    }
  });

  it('is taken when it only looks like one', () => {
    for (const typed of ['demo.activist', 'sample.demo', 'demo-active']) {
      expect(ApplicationFields.safeParse(application(typed)).success).toBe(true);
    }
  });
});
