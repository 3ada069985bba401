export { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME, pageTitle } from './association/association';
