/**
 * What a finished follow-up flow tells the dashboard through the router's state (`useFinishFlow`):
 * a line to show. State, not the query string, so the message is not bookmarkable. The login reads
 * none: no flow has led there with one since flows keep the member signed in.
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
