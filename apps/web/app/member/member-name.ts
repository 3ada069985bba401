import type { MemberOnRecord } from '@coaz/api-client/membership';

/**
 * A member as the secretariat's lists name them: the full name, or the user name of an account
 * with no name yet; an organisation by its name, with its contact person's after it.
 * @example memberName({ username: 'sample.org', firstName: 'Sample', lastName: 'Contact', organisationName: 'Sample Clinic' }) // 'Sample Clinic (Sample Contact)'
 */
export function memberName(
  member: Pick<MemberOnRecord, 'username' | 'firstName' | 'lastName' | 'organisationName'>,
): string {
  const person = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
  return member.organisationName ? `${member.organisationName} (${person})` : person;
}
