// The words members see when something goes wrong. Kept together so the wording stays consistent.

export const GENERIC_FAILURE = 'An unexpected error occurred. Please try again.';
export const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';
export const TIMED_OUT = 'Request timed out. The server is taking longer than expected to respond.';
export const LOGIN_REFUSED = 'Incorrect username or password';
export const CURRENT_USER_FAILURE = 'Error getting current user';
export const CHAT_UNREACHABLE = "Sorry, I couldn't reach the server.";
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
export const ACCOUNT_NOT_ACTIVE =
  'This account is not active yet. Please contact the COAZ secretariat for help.';
export const CONTENT_CONFLICT =
  'Someone else saved this entry after you opened it. Reload it to see their changes, then make your edit again.';

/** The messages one call uses for each kind of failure. */
export interface FailureMessages {
  /** An error answer whose body has no message of its own. */
  fallback: string;
  /** Fixed messages for some statuses, used even when the body has a message. */
  byStatus?: Partial<Record<number, string>>;
  /** No answer at all. */
  network: string;
  /** No answer within the time limit. */
  timeout: string;
}

export const DEFAULT_MESSAGES: FailureMessages = {
  fallback: GENERIC_FAILURE,
  network: NETWORK_FAILURE,
  timeout: TIMED_OUT,
};
