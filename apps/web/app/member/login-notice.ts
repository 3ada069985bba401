/**
 * What a finished follow-up flow tells the login page through the router's state: a line to show
 * and the user name to fill in. State, not the query string, so the message is not bookmarkable.
 */
export interface LoginNotice {
  notice: string;
  username?: string;
}

/** The {@link LoginNotice} in a location's state, when there is a well-formed one. */
export function readLoginNotice(state: unknown): LoginNotice | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice, username } = state as Record<string, unknown>;
  if (typeof notice !== 'string') return undefined;
  return { notice, username: typeof username === 'string' ? username : undefined };
}
