// `@coaz/content-data/about`: the about, laws and development pages and the constitution extracts.
export { type AboutPage, aboutPage } from '../about/about-page';
export { type ConstitutionExtract, constitutionExtracts } from '../about/constitution-extracts';
export { type DevelopmentPage, developmentPage } from '../development/development-page';
export { type AssociationLaw, type LawsPage, lawsPage } from '../laws/laws-page';
export type { PageSection } from '../page-section/page-section';
