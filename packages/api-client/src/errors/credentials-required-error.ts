/** A login field that was left blank. */
export type CredentialField = 'username' | 'password';

/**
 * `auth.login` was called with a blank user name or password; no request was sent.
 * @example
 * if (error instanceof CredentialsRequiredError) markFields(error.missing);
 */
export class CredentialsRequiredError extends Error {
  override name: 'CredentialsRequiredError' = 'CredentialsRequiredError';
  /** The blank fields, in form order. */
  readonly missing: CredentialField[];

  constructor(missing: CredentialField[]) {
    super('Enter your username and password.');
    this.missing = missing;
  }
}
