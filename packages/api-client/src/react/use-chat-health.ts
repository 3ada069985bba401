import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiQueryKeys } from './api-query-keys';
import { useApiClient } from './use-api-client';

/** Options of {@link useChatHealth}. */
export interface UseChatHealthOptions {
  /** Wait before the first check, so it never competes with the page's own loading. @default 1000 */
  initialDelayMs?: number;
  /** Time between checks. @default 30000 */
  intervalMs?: number;
}

/** What {@link useChatHealth} knows. */
export interface ChatHealthState {
  /** True when the last check found the assistant ready. */
  ready: boolean;
  /** False until the first check has answered. */
  checked: boolean;
}

/**
 * Whether the constitution assistant can answer: first checked after 1 s, then every 30 s while
 * the page is visible. Never throws; an unreachable service is simply not ready.
 * @example
 * const { ready, checked } = useChatHealth();
 * return <p role="status">{!checked ? 'Checking…' : ready ? 'Assistant online' : 'Assistant offline'}</p>;
 */
export function useChatHealth({
  initialDelayMs = 1_000,
  intervalMs = 30_000,
}: UseChatHealthOptions = {}): ChatHealthState {
  const client = useApiClient();
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), initialDelayMs);
    return () => clearTimeout(timer);
  }, [initialDelayMs]);
  const { data } = useQuery({
    queryKey: apiQueryKeys.chatHealth,
    queryFn: ({ signal }) => client.chat.health({ signal }),
    enabled: started,
    refetchInterval: intervalMs,
    staleTime: 0,
    retry: false,
  });
  return { ready: data?.ready ?? false, checked: data !== undefined };
}
