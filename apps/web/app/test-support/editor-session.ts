import { type ApiClient, createApiClient, memoryTokenStore } from '@coaz/api-client';
import type { ScriptedAnswer } from './scripted-server';

/** The editor a session-end journey logs in as (demo.editor's shape). */
export const SESSION_EDITOR = {
  id: 3,
  username: 'demo.editor',
  status: 'ACTIVE',
  role: 'editor',
  firstName: 'Demo',
  lastName: 'Editor',
  phoneNumber: '260977000003',
};

/**
 * The member service as an editor meets it in a session-end journey: signed in until
 * `session.ended`, when every other call and the refresh are refused, as after a logout elsewhere
 * or a password reset; logging in again starts a new session. Answers `undefined` for the calls
 * it does not script, so a test answers its section's own.
 */
export function answerEditorSession(
  session: { ended: boolean },
  pathname: string,
): ScriptedAnswer | undefined {
  if (pathname === '/coaz/api/login') {
    session.ended = false;
    return {
      status: 200,
      body: { access_token: 'a2', refresh_token: 'r2', status: 'SUCCESSFUL', user: SESSION_EDITOR },
    };
  }
  if (session.ended) return { status: 401, body: { error: 'token_invalid', message: 'Revoked' } };
  if (pathname === '/coaz/api/current') {
    return { status: 200, body: { status: 'SUCCESSFUL', content: { user: SESSION_EDITOR } } };
  }
  return undefined;
}

/**
 * An API client of the scripted server at `url`: signed in when given tokens, and telling
 * `onSessionExpired` when the session ends (what SiteProviders does on the page).
 */
export function scriptedClient(
  url: string,
  options: {
    tokens?: { accessToken: string; refreshToken: string };
    onSessionExpired?: () => void;
  } = {},
): ApiClient {
  const tokenStore = memoryTokenStore();
  if (options.tokens) tokenStore.write(options.tokens);
  return createApiClient({
    memberBaseUrl: `${url}/coaz/api/`,
    chatBaseUrl: `${url}/api/`,
    tokenStore,
    timeouts: { request: 5_000 },
    ...(options.onSessionExpired ? { onSessionExpired: options.onSessionExpired } : {}),
  });
}
