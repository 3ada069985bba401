import type { ApplicableMembershipType } from '@coaz/api-client/membership';
import { mayApplyFromAbroad, mayBeOrganisation } from './applicant-kinds';
import type { DocumentField } from './server-field-error';

// What the join form asks of each membership type, in one place: the form draws its fields from
// these and /join's opening says from them what to have ready, so the two cannot differ (the
// opening asked a student for an HPCZ number and a practising licence the form never asks).

/**
 * Whether the form asks `type` for an HPCZ number: of those who are or were clinical officers in
 * practice, required of full members only. The server keeps it for the same types; under another
 * type one typed earlier is neither checked nor sent, as it is not shown.
 */
export function takesHpczNumber(type: ApplicableMembershipType): boolean {
  return (
    type === 'full_membership' || type === 'associate_membership' || type === 'retired_membership'
  );
}

/** The document fields the form shows for `type`, the one it requires first. */
export function documentFieldsFor(type: ApplicableMembershipType): DocumentField[] {
  if (type === 'student_membership') return ['studentCard', 'otherDocument'];
  if (type === 'affiliate_membership') return ['otherDocument'];
  return ['practisingLicence', 'otherDocument'];
}

/** The document `type` must attach, if any: a full member's licence, a student's card. */
export function requiredDocumentOf(type: ApplicableMembershipType): DocumentField | undefined {
  if (type === 'full_membership') return 'practisingLicence';
  if (type === 'student_membership') return 'studentCard';
  return undefined;
}

/** "a, b and c". */
function listed(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * What /join's opening asks an applicant for `type` to have ready: the identity, the HPCZ number
 * and the documents the form asks of that type (an optional one "if you have one"; the optional
 * "other supporting document" is not named), and how an institution applies where one may.
 * @example whatToHaveReady('student_membership') // 'Apply online in about ten minutes. Have your NRC and your student card ready, the card as a PDF or a photo.'
 */
export function whatToHaveReady(type: ApplicableMembershipType): string {
  const items = [
    mayApplyFromAbroad(type) ? 'your NRC (or, outside Zambia, your passport)' : 'your NRC',
  ];
  if (takesHpczNumber(type)) {
    items.push(
      type === 'full_membership' ? 'your HPCZ number' : 'your HPCZ number if you have one',
    );
  }
  const documents = documentFieldsFor(type);
  let document: string | undefined;
  if (documents.includes('studentCard')) {
    items.push('your student card');
    document = 'the card';
  } else if (documents.includes('practisingLicence')) {
    items.push(
      requiredDocumentOf(type) === 'practisingLicence'
        ? 'your practising licence'
        : 'your practising licence if you have one',
    );
    document = 'the licence';
  }
  const ready = `Have ${listed(items)} ready${document ? `, ${document} as a PDF or a photo` : ''}.`;
  const institution = mayBeOrganisation(type)
    ? ' An institution applies through its contact person, with its registration number.'
    : '';
  return `Apply online in about ten minutes. ${ready}${institution}`;
}
