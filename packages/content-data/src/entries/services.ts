// `@coaz/content-data/services`: the service pages, the association's duties and the CPD page.
export { cpdSections } from '../cpd/cpd-sections';
export {
  type AssociationDuty,
  associationDuties,
  findAssociationDuty,
} from '../duties/association-duties';
export type { PageSection } from '../page-section/page-section';
export { findServicePage, type ServicePage, servicePages } from '../services/service-pages';
