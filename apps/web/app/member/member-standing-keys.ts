import type { QueryClient } from '@tanstack/react-query';

/**
 * What a change to a member's money or standing makes stale in the secretariat's tools, each
 * under the api-client's `coaz` prefix: an approval (a membership number and a first bill), a
 * rejection, a bill, a payment recorded or found already made, a refund paid back. Each tool that
 * makes such a change refreshes them all, so a list elsewhere on the dashboard never goes on
 * saying what the change undid until a reload.
 */
export const MEMBER_STANDING_KEYS = [
  // "Payments received at the office or by bank": the unpaid fees.
  ['coaz', 'admin', 'receivables'],
  // "Find a member": its results (`membersFoundKey`) and each open record (`memberRecordKey`).
  ['coaz', 'admin', 'members'],
  // "Bill a member's subscription": whom nothing bills yet (`membersToBillKey`).
  ['coaz', 'admin', 'subscriptions'],
  // "Payments received" in a month (`paymentsReceivedKey`): a payment recorded joins it.
  ['coaz', 'admin', 'payments'],
] as const;

/** Reads again whatever shows a member's money or standing ({@link MEMBER_STANDING_KEYS}). */
export async function refreshMemberStanding(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    MEMBER_STANDING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
