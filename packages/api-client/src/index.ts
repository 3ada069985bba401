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
  ChatSource,
  RagMetadata,
} from './chat/chat-types';
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
export { ApiError } from './errors/api-error';
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
export type {
  MembershipAdminClient,
  MembershipClient,
} from './membership/membership-client';
export type {
  ApplicableMembershipType,
  ApplicationDocument,
  ApplicationDocuments,
  ApplicationReceipt,
  ApplicationStatus,
  MemberProfile,
  MembershipApplication,
  MembershipApplicationInput,
  MembershipDues,
  MembershipEvent,
  MembershipSummary,
  MembershipTodo,
  MembershipVerification,
  PasswordResetResult,
  Receipt,
  ReviewedApplication,
} from './membership/membership-types';
export type { StatsClient } from './stats/stats-client';
export { memoryTokenStore } from './tokens/memory-token-store';
export { sessionStorageTokenStore, TOKEN_STORAGE_KEYS } from './tokens/session-storage-token-store';
export type { SessionTokens, TokenStore } from './tokens/token-store';
