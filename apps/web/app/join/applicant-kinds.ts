import type {
  ApplicableMembershipType,
  ApplicantKind,
  ApplicantResidence,
} from '@coaz/api-client/membership';

/**
 * Whether `type` may be applied for from outside Zambia: associate membership (clinical officers
 * practising abroad, constitution Article 35(2)(b)) and affiliate membership (35(5)). The server
 * decides the same (`applicant-kinds.ts` there; its README's "What each applicant is asked for").
 */
export function mayApplyFromAbroad(type: ApplicableMembershipType): boolean {
  return type === 'associate_membership' || type === 'affiliate_membership';
}

/** Whether `type` may be held by an institution or organisation: affiliate membership only. */
export function mayBeOrganisation(type: ApplicableMembershipType): boolean {
  return type === 'affiliate_membership';
}

/** The residence that applies to `type`: what was chosen where it may be chosen, else Zambia. */
export function residenceFor(type: ApplicableMembershipType, chosen: string): ApplicantResidence {
  return mayApplyFromAbroad(type) && chosen === 'abroad' ? 'abroad' : 'zambia';
}

/** The kind of applicant that applies to `type`: as chosen for affiliates, else a person. */
export function applicantKindFor(type: ApplicableMembershipType, chosen: string): ApplicantKind {
  return mayBeOrganisation(type) && chosen === 'organisation' ? 'organisation' : 'person';
}
