export {
  createMembershipClient,
  type MembershipAdminClient,
  type MembershipClient,
} from './membership-client';
export type {
  ApplicableMembershipType,
  ApplicationDocument,
  ApplicationDocuments,
  ApplicationReceipt,
  ApplicationStatus,
  MemberProfile,
  MembershipApplication,
  MembershipApplicationInput,
  MembershipDues,
  MembershipEvent,
  MembershipSummary,
  MembershipTodo,
  MembershipVerification,
  PasswordResetResult,
  Receipt,
  ReviewedApplication,
  SharedNumber,
} from './membership-types';
