import type { ReviewedApplication } from '@coaz/api-client/membership';
import { formatMobileNumber } from '../member/zambian-mobile-number';

type Applicant = ReviewedApplication['applicant'];

/**
 * Who applied, for the heading of the secretariat's review: an organisation by its name and its
 * contact person, a person by their name; the user name when no name was given.
 */
export function applicantName(applicant: Applicant): string {
  const fullName = [applicant.firstName, applicant.lastName].filter(Boolean).join(' ');
  if (applicant.organisationName) {
    return fullName
      ? `${applicant.organisationName}, contact ${fullName}`
      : applicant.organisationName;
  }
  return fullName || applicant.username;
}

/**
 * What the secretariat checks of an applicant, in one sentence after "Applied <day>.": only what
 * was given, since an organisation has no NRC and an applicant abroad may have a passport
 * instead, and no district (the country is said instead).
 * @example applicantDetails(abroad) // 'Passport ZN000001, phone +26771000001, outside Zambia: Botswana.'
 */
export function applicantDetails(applicant: Applicant): string {
  const parts = [
    applicant.organisationRegistration ? `registration ${applicant.organisationRegistration}` : '',
    applicant.nrcNumber ? `NRC ${applicant.nrcNumber}` : '',
    applicant.passportNumber ? `passport ${applicant.passportNumber}` : '',
    applicant.phoneNumber ? `phone ${formatMobileNumber(applicant.phoneNumber)}` : '',
    applicant.organisationName && applicant.email ? `e-mail ${applicant.email}` : '',
    applicant.hpczNumber ? `HPCZ ${applicant.hpczNumber}` : '',
    applicant.professionalCategoryName ?? '',
    applicant.trainingInstitution ? `training at ${applicant.trainingInstitution}` : '',
    applicant.country ? `outside Zambia: ${applicant.country}` : '',
  ].filter(Boolean);
  const sentence = parts.join(', ');
  return sentence ? `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.` : '';
}
