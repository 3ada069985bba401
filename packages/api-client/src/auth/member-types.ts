import type { WireSchemas } from '../wire/wire-types';

/**
 * The logged-in member, as `GET current` returns it (the OpenAPI document's `Member`): `id`,
 * `username`, `status`, `role` (`member`, `editor`, ...), and `firstName`, `lastName`, `email`,
 * `phoneNumber`, `districtId`, each `null` when the member has not given it.
 */
export type MemberUser = WireSchemas['Member'];

/** A member's account status; only `ACTIVE` members may use the member area. */
export type MemberStatus = MemberUser['status'];

/** Identifier of a member, a payment receivable or a fee criterion, as the service sends it. */
export type MemberServiceId = MemberUser['id'];

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
