// The root entry: everything but the prebuilt `searchDocuments` (see `./search`). Each area also
// has its own entry (`@coaz/content-data/membership`, ...), listed in package.json's exports.
export { type AboutPage, aboutPage } from './about/about-page';
export { type ConstitutionExtract, constitutionExtracts } from './about/constitution-extracts';
export { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME, pageTitle } from './association/association';
export {
  CONTACT_ADDRESS,
  CONTACT_CITY,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  COPYRIGHT_YEAR,
  copyrightYear,
  WORK_HOURS,
  type WorkHours,
} from './association/contact-details';
export {
  type CarouselDrawing,
  type CarouselSlide,
  carouselDrawings,
  carouselSlides,
} from './carousel/carousel-slides';
export {
  findProfessionalCategory,
  type ProfessionalCategory,
  type ProfessionalCategoryDetails,
  type ProfessionalCategoryGroup,
  professionalCategories,
  professionalCategoriesInGroup,
  professionalCategoryGroups,
} from './categories/professional-categories';
export { type Committee, committees, findCommittee } from './committees/committees';
export {
  CAROUSEL_TIMING,
  CHAT_LIMITS,
  PARTNER_GRID,
  PARTNERS_FIGURE,
  RELATED_NEWS_ROTATION,
} from './constants/site-constants';
export { cpdSections } from './cpd/cpd-sections';
export { type DevelopmentPage, developmentPage } from './development/development-page';
export {
  type AssociationDuty,
  associationDuties,
  findAssociationDuty,
} from './duties/association-duties';
export { type Employee, employees } from './employees/employees';
export { type AssociationEvent, events } from './events/events';
export {
  EXECUTIVE_TENURE,
  EXECUTIVE_TERM,
  type ExecutiveTerm,
  findGovernanceEntry,
  type GovernanceEntry,
  governanceEntries,
  nationalExecutiveLeaders,
} from './governance/governance-entries';
export {
  type LandingFeature,
  type LandingSections,
  landingSections,
} from './landing/landing-sections';
export { statisticsBannerWords } from './landing/statistics-banner-words';
export { type AssociationLaw, type LawsPage, lawsPage } from './laws/laws-page';
export {
  findMembershipType,
  type MembershipType,
  membershipTypes,
} from './membership/membership-types';
export { findNewsItem, type NewsItem, newsItems } from './news/news-items';
export { latestNews, newsNewestFirst, relatedNews } from './news/news-order';
export {
  type NewsDate,
  type NewsDatePrecision,
  parseNewsDate,
  readNewsDate,
} from './news/parse-news-date';
export type { PageSection } from './page-section/page-section';
export { type Partner, partners } from './partners/partners';
export {
  type CompositionMember,
  defaultFemaleImage,
  defaultMaleImage,
  defaultOfficeImage,
  defaultPersonImage,
  type Person,
  type PersonGender,
} from './people/person';
export {
  memberLoginDocument,
  memberPlatformDocuments,
  membershipCheckDocument,
} from './search/member-platform-documents';
export { getSearchDocuments, type SearchDocument } from './search/search-documents';
export { SEARCH_SAME_MEANINGS, SEARCH_SYNONYMS } from './search/search-synonyms';
export { secretariatContactDocument } from './search/secretariat-contact-document';
export { findServicePage, type ServicePage, servicePages } from './services/service-pages';
export type { SiteImage } from './site-image/site-image';
export { siteImageUrl } from './site-image/site-image-url';
export {
  type SiteSettingsDefaults,
  type SiteSettingsSlideSlot,
  siteSettingsDefaults,
} from './site-settings/site-settings-defaults';
export { type Vacancy, vacancies } from './vacancies/vacancies';
