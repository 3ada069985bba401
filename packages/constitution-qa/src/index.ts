export type { ConfidenceFeatures } from './answer/confidence-model';
export type {
  AnswerHighlight,
  AnswerProviderMetadata,
  AnswerRagMetadata,
  AnswerSource,
  ConstitutionAnswer,
  ConstitutionResponseType,
  SitePageLink,
} from './answer/constitution-answer';
export { articleReference, articleReferences } from './article-reference/article-reference';
export type {
  ConstitutionArticle,
  ConstitutionClause,
  ConstitutionDocument,
  ConstitutionPart,
} from './constitution-document/constitution-document';
export {
  type ConstitutionExtractInput,
  type ConstitutionFromExtractsOptions,
  constitutionFromExtracts,
} from './constitution-from-extracts/constitution-from-extracts';
export {
  type ConstitutionEngine,
  type ConstitutionEngineOptions,
  type ConstitutionQuestion,
  createConstitutionEngine,
  type ProviderStep,
} from './create-constitution-engine/create-constitution-engine';
export {
  type ParseConstitutionPdfOptions,
  parseConstitutionPdf,
} from './parse-constitution-pdf/parse-constitution-pdf';
export {
  type ParseConstitutionTextOptions,
  parseConstitutionText,
} from './parse-constitution-text/parse-constitution-text';
export type { AnswerProvider, ProviderMessage } from './providers/answer-provider';
export {
  createOpenAiCompatibleProvider,
  type OpenAiCompatibleProviderOptions,
} from './providers/create-open-ai-compatible-provider';
export { ProviderError } from './providers/provider-error';
export { normaliseQuestion } from './question/normalise-question';
export {
  buildPassages,
  type ConstitutionPassage,
  type SitePage,
} from './retrieval/constitution-passage';
export {
  createLexicalRetriever,
  type LexicalMatch,
  type LexicalRetriever,
  type LexicalRetrieverOptions,
  type VocabularyEntry,
} from './retrieval/lexical-retriever';
export {
  fuseRetrievers,
  type PassageRetriever,
  type RetrievedPassage,
  type WeightedRetriever,
} from './retrieval/passage-retriever';
export type { WordVectors } from './semantic/word-vectors';
