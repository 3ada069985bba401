export { articleReference } from './article-reference/article-reference';
export type {
  ConstitutionArticle,
  ConstitutionClause,
  ConstitutionDocument,
  ConstitutionPart,
} from './constitution-document/constitution-document';
export {
  type ParseConstitutionPdfOptions,
  parseConstitutionPdf,
} from './parse-constitution-pdf/parse-constitution-pdf';
export {
  type ParseConstitutionTextOptions,
  parseConstitutionText,
} from './parse-constitution-text/parse-constitution-text';
