/** A member's account status as the member service reports it. */
export type MemberStatus =
  | 'ACTIVE'
  | 'PENDING_PAYMENT'
  | 'OTP'
  | 'INCOMPLETE_REGISTRATION'
  // Other statuses the service may add (suspended, lapsed) still type-check.
  | (string & {});

/** Identifier of a member, a payment receivable or a fee criterion, as the service sends it. */
export type MemberServiceId = string | number;

/** The logged-in member, as `GET current` returns it. */
export interface MemberUser {
  /** The member's identifier. */
  id: MemberServiceId;
  /** The name they log in with. */
  username: string;
  /** Account status; only `ACTIVE` members may use the member area. */
  status: MemberStatus;
  /** Given name, when the service sends it. */
  firstName?: string;
  /** Family name, when the service sends it. */
  lastName?: string;
  /** Further fields the service sends (email, district, membership type...). */
  [field: string]: unknown;
}

/**
 * What a login led to. Only `active` means the member is in; each other kind names the flow the
 * website must send them to next.
 */
export type LoginOutcome =
  /** Logged in: status SUCCESSFUL and the current user is ACTIVE. */
  | { kind: 'active'; user: MemberUser }
  /** The membership fee is unpaid: continue to payment with these identifiers. */
  | {
      kind: 'pending-payment';
      userId: MemberServiceId;
      receivableId: MemberServiceId;
      criteriaId: MemberServiceId;
      sponsor: 'SELF';
    }
  /** A one-time password was sent: continue to the password change for this user name. */
  | { kind: 'otp'; username: string }
  /** Registration was not finished: continue it for this member. */
  | { kind: 'incomplete-registration'; userId: MemberServiceId };
