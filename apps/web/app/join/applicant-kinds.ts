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

/**
 * The stored-or-sent form of a number with its country code (`+` or `00` and 8 to 15 digits, not
 * Zambia's +260), as the server reads one from abroad; undefined when it is none. A Zambian mobile
 * number is checked apart (`mobileNumberDigits`).
 */
export function foreignNumberDigits(input: string): string | undefined {
  const digits = /^(?:\+|00)([1-9]\d{7,14})$/.exec(input.replace(/[\s().-]/g, ''))?.[1];
  return digits && !digits.startsWith('260') ? digits : undefined;
}
