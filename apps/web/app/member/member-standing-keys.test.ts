import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { feesDueKey } from './fees-due-admin';
import { membersFoundKey } from './find-member-admin';
import { memberRecordKey } from './member-record-panel';
import { refreshMemberStanding } from './member-standing-keys';
import { paymentsReceivedKey } from './payments-received-admin';
import { membersToBillKey } from './subscription-billing-admin';
import { membershipKeys } from './use-membership';
import { refundsDueKey } from './use-secretariat-queue';

describe('what a change to a member’s money or standing makes stale', () => {
  // Approving, recording a payment or billing left "Find a member" and an open record saying
  // "Membership fee due" until a reload.
  it('is the fees due, the look-up’s results, every open record, the billing search and the payments received', async () => {
    const queryClient = new QueryClient();
    const stale = [
      feesDueKey(''),
      feesDueKey('phiri'),
      membersFoundKey('banda'),
      memberRecordKey(4),
      membersToBillKey('banda'),
      paymentsReceivedKey('2026-12'),
    ];
    const untouched = [membershipKeys.summary, membershipKeys.dues, refundsDueKey];
    for (const key of [...stale, ...untouched]) queryClient.setQueryData(key, { read: 1 });
    await refreshMemberStanding(queryClient);
    for (const key of stale)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of untouched) {
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
    }
    queryClient.clear();
  });
});
