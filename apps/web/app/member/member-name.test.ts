import { describe, expect, it } from 'vitest';
import { memberName } from './member-name';

const PERSON = {
  username: 'sample.member',
  firstName: 'Sample',
  lastName: 'Member',
  organisationName: null,
};

describe('memberName', () => {
  it('names a person by first and last name', () => {
    expect(memberName(PERSON)).toBe('Sample Member');
  });

  it('names an account with no name yet by its user name', () => {
    expect(memberName({ ...PERSON, firstName: null, lastName: null })).toBe('sample.member');
  });

  it('names an organisation first, its contact person after it', () => {
    expect(memberName({ ...PERSON, organisationName: 'Sample Clinic' })).toBe(
      'Sample Clinic (Sample Member)',
    );
  });
});
