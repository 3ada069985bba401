export type { AuthClient, SignalOptions } from './auth/auth-client';
export type {
  LoginOutcome,
  MemberServiceId,
  MemberStatus,
  MemberUser,
} from './auth/member-types';
export {
  type ChatCallOptions,
  type ChatClient,
  type ChatClientOptions,
  type ChatHealth,
  type ChatTimeouts,
  createChatClient,
} from './chat/chat-client';
export type {
  ChatHighlight,
  ChatProviderMetadata,
  ChatReply,
  ChatRequest,
  ChatResponseType,
  ChatSitePage,
  ChatSource,
  RagMetadata,
} from './chat/chat-types';
export type { CollectionClient } from './collections/collection-client';
export type {
  EntryListParams,
  EntryPage,
  EntryReadOptions,
  EntryState,
  EntryStatus,
  EntryWorkflowInput,
  Picture,
  PictureInput,
  Revision,
  StudioStatusFilter,
} from './collections/entry-types';
export type {
  EventEntry,
  EventEntryUpdate,
  EventListParams,
  NewEventEntry,
} from './collections/event-types';
export type { NewNewsItem, NewsItem, NewsItemUpdate } from './collections/news-types';
export type { NewPartner, Partner, PartnerUpdate } from './collections/partner-types';
export type {
  NewPerson,
  Person,
  PersonListParams,
  PersonUpdate,
} from './collections/person-types';
export type {
  NewVacancy,
  Vacancy,
  VacancyListParams,
  VacancyUpdate,
} from './collections/vacancy-types';
export type { ConstitutionClient } from './constitution/constitution-client';
export type {
  ConstitutionArticle,
  ConstitutionClause,
  ConstitutionDocument,
  ConstitutionPart,
} from './constitution/constitution-types';
export type {
  ContentEntry,
  ContentEntryId,
  ContentEntryUpdate,
  NewContentEntry,
} from './contents/content-types';
export type {
  ContentsClient,
  UploadedImage,
  UploadImageOptions,
} from './contents/contents-client';
export type { UploadProgress } from './contents/upload-progress';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiTimeouts,
  createApiClient,
} from './create-api-client';
export type { ApiClientError, ApiClientErrorName } from './errors/api-client-error';
export { ApiError, type ApiErrorOptions } from './errors/api-error';
export { ConflictError } from './errors/conflict-error';
export {
  type CredentialField,
  CredentialsRequiredError,
} from './errors/credentials-required-error';
export { NetworkError } from './errors/network-error';
export { TimeoutError } from './errors/timeout-error';
export type {
  DownloadedFile,
  HttpClient,
  HttpRequestOptions,
  ServiceName,
} from './http/http-client';
export type { QueryParameters } from './http/query-parameters';
export type { StatsClient } from './stats/stats-client';
export type { StudioClient } from './studio/studio-client';
export type {
  AuditAction,
  AuditLogEntry,
  AuditLogParams,
  Editor,
  MemberRole,
} from './studio/studio-types';
export { memoryTokenStore } from './tokens/memory-token-store';
export { sessionStorageTokenStore, TOKEN_STORAGE_KEYS } from './tokens/session-storage-token-store';
export type { SessionTokens, TokenStore } from './tokens/token-store';
export type {
  CoazApiPaths,
  WireRequestBody,
  WireResponseBody,
  WireSchemas,
} from './wire/wire-types';
