/** A statistic {@link useStatistics} loads. */
export type StatisticName = 'usersCount' | 'activeUsersCount' | 'districtsCount' | 'partnersCount';

/**
 * The React Query keys the hooks use, for invalidating or seeding the cache yourself. Every key
 * starts with `coaz`, so `queryClient.removeQueries({ queryKey: apiQueryKeys.all })` forgets all.
 */
export const apiQueryKeys = {
  /** Prefix of every key. */
  all: ['coaz'] as const,
  /** The logged-in member, or `null`. */
  currentUser: ['coaz', 'current-user'] as const,
  /** One headline count. */
  statistic: (name: StatisticName) => ['coaz', 'statistics', name] as const,
  /** The content entries. */
  contents: ['coaz', 'contents'] as const,
  /** The chat service's readiness. */
  chatHealth: ['coaz', 'chat-health'] as const,
};
