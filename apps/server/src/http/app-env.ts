import type { AuthenticatedMember } from '../auth/token-service';

/** Values middleware hands to handlers through `c.get`. */
export interface AppEnv {
  Variables: {
    /** The member the bearer access token names (set by `requireMember`). */
    member: AuthenticatedMember;
    /** The client's network address, for rate limits. */
    clientAddress: string;
  };
}
