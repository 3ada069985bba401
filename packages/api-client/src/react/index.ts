export { ApiClientProvider, type ApiClientProviderProps } from './api-client-provider';
export { apiQueryKeys, type StatisticName } from './api-query-keys';
export { useApiClient } from './use-api-client';
export { type ChatHealthState, type UseChatHealthOptions, useChatHealth } from './use-chat-health';
export { type ContentEntryEdit, type UseContentsResult, useContents } from './use-contents';
export { useCurrentUser } from './use-current-user';
export { type LoginCredentials, useLogin } from './use-login';
export { useLogout } from './use-logout';
export { type Statistics, useStatistics } from './use-statistics';
