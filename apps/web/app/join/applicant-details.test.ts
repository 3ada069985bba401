import type { ReviewedApplication } from '@coaz/api-client/membership';
import { describe, expect, it } from 'vitest';
import { applicantDetails, applicantName } from './applicant-details';

const PERSON: ReviewedApplication['applicant'] = {
  username: 'sample.abroad',
  firstName: 'Sample',
  lastName: 'Abroad',
  nrcNumber: null,
  phoneNumber: '26771000001',
  email: 'sample@example.org',
  hpczNumber: null,
  professionalCategory: 'general',
  professionalCategoryName: 'Clinical Officer General',
  trainingInstitution: null,
  districtId: null,
  country: 'Botswana',
  passportNumber: 'ZN000001',
  organisationName: null,
  organisationRegistration: null,
};

describe('what the secretariat reads of an applicant', () => {
  it('says the passport, the foreign number with its + and the country, and no NRC', () => {
    expect(applicantName(PERSON)).toBe('Sample Abroad');
    expect(applicantDetails(PERSON)).toBe(
      'Passport ZN000001, phone +267 71000001, Clinical Officer General, outside Zambia: Botswana.',
    );
  });

  it('names an organisation with its contact person, its registration and its e-mail', () => {
    const institution = {
      ...PERSON,
      firstName: 'Sample',
      lastName: 'Contact',
      passportNumber: null,
      country: null,
      districtId: 7,
      professionalCategory: null,
      professionalCategoryName: null,
      phoneNumber: '260973000001',
      email: 'admissions@example.org',
      organisationName: 'Sample Health Institute',
      organisationRegistration: 'PACRA 120001',
    };
    expect(applicantName(institution)).toBe('Sample Health Institute, contact Sample Contact');
    expect(applicantDetails(institution)).toBe(
      'Registration PACRA 120001, phone 0973 000 001, e-mail admissions@example.org.',
    );
  });

  it('says an NRC number where there is one', () => {
    expect(
      applicantDetails({
        ...PERSON,
        nrcNumber: '123456/10/1',
        passportNumber: null,
        country: null,
      }),
    ).toBe('NRC 123456/10/1, phone +267 71000001, Clinical Officer General.');
  });
});
