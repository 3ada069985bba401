import { useApiClient } from '@coaz/api-client/react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

/** A district of Zambia as the member service lists it. */
export interface District {
  id: number;
  name: string;
  province: string;
  /** The province's id, which an application sends with the district. */
  provinceId: number;
}

/**
 * Zambia's districts (`GET districts`), for the registration form and the member's profile.
 * @param rendered the list the server read for the page (see districts-for-render.ts), so the
 * first render, on the server and in the browser alike, already lists them.
 */
export function useDistricts(rendered?: District[] | null): UseQueryResult<District[], Error> {
  const client = useApiClient();
  return useQuery({
    queryKey: ['coaz', 'districts'],
    queryFn: ({ signal }) => client.http.get<District[]>('districts', { auth: false, signal }),
    // The list changes when Parliament creates a district: once per visit is plenty.
    staleTime: Number.POSITIVE_INFINITY,
    ...(rendered ? { initialData: rendered } : {}),
  });
}
