// `@coaz/content-data/vacancies`: the association's own vacancies.
export type { SiteImage } from '../site-image/site-image';
export { type Vacancy, vacancies } from '../vacancies/vacancies';
