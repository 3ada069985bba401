import { readBody } from './read-body';

/**
 * The error codes with which a service says the access token itself is the problem. `token_invalid`
 * and `token_expired` come with 401; `invalid_token` is what servers before that change sent with
 * 403, still honoured so an older server keeps its sessions.
 */
export const TOKEN_REJECTED_CODES: ReadonlySet<string> = new Set([
  'token_invalid',
  'token_expired',
  'invalid_token',
]);

/**
 * Whether an answer to a call that carried an access token says that token is invalid or expired,
 * so a refresh may help: any 401, or an answer whose `error` code names the token. A 403 such as
 * `forbidden` ("only editors may change contents") is about the member, not the token: refreshing
 * would change nothing, so it never triggers one.
 */
export async function tokenRejected(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const body = await readBody(response.clone()).catch(() => undefined);
  const code = (body as { error?: unknown } | undefined)?.error;
  return typeof code === 'string' && TOKEN_REJECTED_CODES.has(code);
}
