import type { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

/** What the member service shows of a member: never the password hash. */
export function memberView(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    status: user.status,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    districtId: user.districtId,
    country: user.country,
    membershipNumber: user.membershipNumber,
  };
}

/** Lower-cases and trims a login name, so `Demo.Active ` finds `demo.active`. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
