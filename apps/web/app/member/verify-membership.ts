import { ApiError } from '@coaz/api-client';
import { createMembershipClient, type MembershipVerification } from '@coaz/api-client/membership';
import { siteApiClient } from '../render/site-content';
import { readMembershipNumber } from './membership-number-reading';
import { waitInWords } from './refusal-message';

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

/**
 * Checks `membershipNumber` through `@coaz/api-client` (`GET /coaz/api/verify/{number}`) with
 * the server's in-process fetch, anonymously: the verification is public. The endpoint's 404,
 * 400 and 429 become outcomes the page explains; any other failure is thrown (a real fault).
 */
export async function checkMembership(
  apiFetch: typeof fetch,
  membershipNumber: string,
): Promise<MembershipCheck> {
  // A number typed by hand into the address reads kindly (`coaz 000123`), as in the form.
  const reading = readMembershipNumber(membershipNumber);
  // The one form the page shows, in its heading, title and message alike. A number that reads as
  // one is shown as the register writes it (`COAZ-000123`), whatever was typed. One that does not
  // is shown as the visitor typed it (`coaz-3`), as the reading's message quotes it: it is no
  // membership number, so it has no register's form, and upper-cased (`COAZ-3`) it looked like one
  // while the message under it named something else; as typed, the visitor sees what to correct.
  // Cut as the message cuts it, so a long address does not fill the heading.
  const number = 'number' in reading ? reading.number : membershipNumber.trim().slice(0, 40);
  const asked = 'number' in reading ? reading.number : membershipNumber.trim().toUpperCase();
  try {
    const verification = await createMembershipClient(siteApiClient(apiFetch)).verify(asked);
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
        message: 'problem' in reading ? reading.problem : `${number} is not a membership number.`,
      };
    }
    if (error.status === 429) {
      return {
        outcome: 'rate-limited',
        status: 429,
        membershipNumber: number,
        message: `Too many membership look-ups came from this connection. Please try again later, in ${waitInWords(error.retryAfter)}.`,
        ...(error.retryAfter === undefined ? {} : { retryAfterSeconds: error.retryAfter }),
      };
    }
    throw error;
  }
}
