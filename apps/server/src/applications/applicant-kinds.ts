import type { ApplicableMembershipType } from '../membership/membership-rules';

/** Where an applicant (or the organisation applying) is. */
export type Residence = 'zambia' | 'abroad';

/** Who applies: a person for themselves, or an organisation through a contact person. */
export type ApplicantKind = 'person' | 'organisation';

/**
 * Whether `type` may be applied for from `residence`. Associate membership is for clinical
 * officers practising outside Zambia among others (constitution, Article 35(2)(b)) and affiliate
 * membership for supporters of the association wherever they are (35(5)); full membership needs a
 * licence to practise in Zambia (35(1)(b)), and student and retired membership are held by those
 * training or retired here, whom the secretariat reaches by Zambian number and district.
 */
export function residenceAllowed(type: ApplicableMembershipType, residence: Residence): boolean {
  return (
    residence === 'zambia' || type === 'associate_membership' || type === 'affiliate_membership'
  );
}

/** Whether `type` may be held by `kind`: only affiliate membership by an institution (35(5)(a)). */
export function applicantKindAllowed(type: ApplicableMembershipType, kind: ApplicantKind): boolean {
  return kind === 'person' || type === 'affiliate_membership';
}
