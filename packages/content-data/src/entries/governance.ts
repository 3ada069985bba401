// `@coaz/content-data/governance`: the organs, committees, secretariat posts and leaders.
export { type Committee, committees, findCommittee } from '../committees/committees';
export { type Employee, employees } from '../employees/employees';
export {
  EXECUTIVE_TENURE,
  EXECUTIVE_TERM,
  type ExecutiveTerm,
  findGovernanceEntry,
  type GovernanceEntry,
  governanceEntries,
  nationalExecutiveLeaders,
} from '../governance/governance-entries';
export {
  type CompositionMember,
  defaultFemaleImage,
  defaultMaleImage,
  defaultOfficeImage,
  defaultPersonImage,
  type Person,
  type PersonGender,
} from '../people/person';
export type { SiteImage } from '../site-image/site-image';
