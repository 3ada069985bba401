// `@coaz/content-data/membership`: the membership types with their eligibility, rights and duties.
export {
  findMembershipType,
  type MembershipType,
  membershipTypes,
} from '../membership/membership-types';
