import { ApiError, createApiClient, memoryTokenStore } from '@coaz/api-client';
import { createMembershipClient, type MembershipVerification } from '@coaz/api-client/membership';

/** What checking a membership number came to, with the HTTP status the page answers with. */
export type MembershipCheck =
  | {
      outcome: 'verified';
      status: 200;
      membershipNumber: string;
      verification: MembershipVerification;
    }
  | {
      outcome: 'unknown' | 'malformed' | 'rate-limited';
      status: 404 | 400 | 429;
      membershipNumber: string;
      /** What the visitor reads, in plain words. */
      message: string;
      /** Seconds until another look-up is allowed (rate-limited only, when the API said). */
      retryAfterSeconds?: number;
    };

// The client needs absolute base URLs; the in-process fetch never leaves the server.
const INTERNAL_ORIGIN = 'http://coaz.internal';

/**
 * How long to wait, in words: "30 seconds", "1 minute", "5 minutes", or past an hour and a half
 * (the daily limit's Retry-After runs to the next day) "about 6 hours", rounded up.
 */
function waitText(seconds: number | undefined): string {
  if (seconds === undefined || seconds <= 0) return 'a minute';
  if (seconds < 60) return `${Math.ceil(seconds)} seconds`;
  if (seconds <= 90 * 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return `about ${Math.ceil(seconds / 3600)} hours`;
}

/**
 * Checks `membershipNumber` through `@coaz/api-client` (`GET /coaz/api/verify/{number}`) with
 * the server's in-process fetch, anonymously: the verification is public. The endpoint's 404,
 * 400 and 429 become outcomes the page explains; any other failure is thrown (a real fault).
 */
export async function checkMembership(
  apiFetch: typeof fetch,
  membershipNumber: string,
): Promise<MembershipCheck> {
  const number = membershipNumber.trim().toUpperCase();
  const client = createApiClient({
    memberBaseUrl: `${INTERNAL_ORIGIN}/coaz/api/`,
    chatBaseUrl: `${INTERNAL_ORIGIN}/api/`,
    fetch: apiFetch,
    tokenStore: memoryTokenStore(),
  });
  try {
    const verification = await createMembershipClient(client).verify(number);
    return { outcome: 'verified', status: 200, membershipNumber: number, verification };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) {
      return {
        outcome: 'unknown',
        status: 404,
        membershipNumber: number,
        message: `There is no member with the number ${number}. Check the number on the card.`,
      };
    }
    if (error.status === 400) {
      return {
        outcome: 'malformed',
        status: 400,
        membershipNumber: number,
        message: `${number} is not a membership number: one looks like COAZ-000123.`,
      };
    }
    if (error.status === 429) {
      return {
        outcome: 'rate-limited',
        status: 429,
        membershipNumber: number,
        message: `Too many membership look-ups came from this connection. Please try again later, in ${waitText(error.retryAfter)}.`,
        ...(error.retryAfter === undefined ? {} : { retryAfterSeconds: error.retryAfter }),
      };
    }
    throw error;
  }
}
