import { useQueries } from '@tanstack/react-query';
import { apiQueryKeys, type StatisticName } from './api-query-keys';
import { useApiClient } from './use-api-client';

/** The headline figures; a figure is `undefined` while loading or when it could not be had. */
export interface Statistics {
  /** Registered members. */
  usersCount: number | undefined;
  /** Members whose membership is active. */
  activeUsersCount: number | undefined;
  /** Every district of Zambia, the places a member may give. */
  districtsCount: number | undefined;
  /** Published partners, for the home banner's partners figure. */
  partnersCount: number | undefined;
  /** True until every figure has settled. */
  isLoading: boolean;
}

const NAMES: StatisticName[] = [
  'usersCount',
  'activeUsersCount',
  'districtsCount',
  'partnersCount',
];

/**
 * The four headline counts, each loaded on its own. A failure is logged with `console.error`
 * and never reaches the UI: that figure stays `undefined`, so the page hides just that figure.
 * @example
 * const { usersCount } = useStatistics();
 * {usersCount !== undefined && <p>{usersCount} members</p>}
 */
export function useStatistics(): Statistics {
  const client = useApiClient();
  const results = useQueries({
    queries: NAMES.map((name) => ({
      queryKey: apiQueryKeys.statistic(name),
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<number | null> => {
        try {
          return await client.stats[name]({ signal });
        } catch (error) {
          if (signal.aborted) throw error;
          console.error(`COAZ statistics: could not load ${name}`, error);
          return null;
        }
      },
      staleTime: 5 * 60_000,
    })),
  });
  const figure = (index: number) => results[index]?.data ?? undefined;
  return {
    usersCount: figure(0),
    activeUsersCount: figure(1),
    districtsCount: figure(2),
    partnersCount: figure(3),
    isLoading: results.some((result) => result.isPending),
  };
}
