import type { ReviewedApplication } from '@coaz/api-client/membership';

/**
 * An application waiting for the secretariat's review (`GET admin/applications`), as the review
 * list, its layout and the admin's dashboard are tested with: a clinical officer's full membership,
 * no documents yet. Spread it to change a part (`{ ...SAMPLE_APPLICATION, documents: [...] }`).
 */
export const SAMPLE_APPLICATION: ReviewedApplication = {
  id: 12,
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  status: 'SUBMITTED',
  reason: null,
  submittedAt: '2026-03-02T08:00:00.000Z',
  decidedAt: null,
  documents: [],
  missingDocuments: [],
  applicant: {
    username: 'sample.applicant',
    firstName: 'Sample',
    lastName: 'Applicant',
    nrcNumber: '123456/10/1',
    phoneNumber: '260971234567',
    email: null,
    hpczNumber: 'CO-1234',
    professionalCategory: 'general',
    professionalCategoryName: 'Clinical Officer General',
    trainingInstitution: null,
    districtId: 7,
    country: null,
    passportNumber: null,
    organisationName: null,
    organisationRegistration: null,
  },
  sharedNumbers: [],
  previousRefusal: null,
};
