import { useEffect, useRef, useState } from 'react';
import type { ChatService } from '../chat-service';

/** What the widget knows about the service: not yet checked, able to answer, or not. */
export type ChatServiceStatus = 'checking' | 'ready' | 'offline';

/** The first health check waits this long, so it never competes with the page's own loading. */
export const FIRST_HEALTH_CHECK_MS = 1_000;

/** Later health checks run this often. */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

/**
 * A check still unanswered after this long counts as offline, so a service without its own
 * time limit cannot leave the widget "checking" for good on a stalled connection.
 */
export const HEALTH_CHECK_DEADLINE_MS = 10_000;

/**
 * Checks the service `firstCheckMs` after mount (1 s by default) and every 30 s after that. A check that has not answered
 * yet is not repeated (until its deadline passes), and the status stays as it was while a later
 * check runs so that the indicator does not flicker every 30 s.
 */
export function useChatHealth(
  service: ChatService,
  firstCheckMs: number = FIRST_HEALTH_CHECK_MS,
): ChatServiceStatus {
  const [status, setStatus] = useState<ChatServiceStatus>('checking');
  const serviceRef = useRef(service);

  useEffect(() => {
    serviceRef.current = service;
  }, [service]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the schedule is set once, at mount
  useEffect(() => {
    let active = true;
    let checking = false;
    let interval: ReturnType<typeof setInterval> | undefined;

    const check = () => {
      if (checking) return;
      checking = true;
      let result: Promise<{ ready: boolean }>;
      try {
        result = serviceRef.current.health();
      } catch (error) {
        result = Promise.reject(error);
      }
      let deadline: ReturnType<typeof setTimeout> | undefined;
      const expired = new Promise<boolean>((resolve) => {
        deadline = setTimeout(() => resolve(false), HEALTH_CHECK_DEADLINE_MS);
      });
      const answered = result.then(
        (health) => health?.ready === true,
        () => false,
      );
      void Promise.race([answered, expired]).then((ready) => {
        clearTimeout(deadline);
        checking = false;
        if (active) setStatus(ready ? 'ready' : 'offline');
      });
    };

    const first = setTimeout(() => {
      check();
      interval = setInterval(check, HEALTH_CHECK_INTERVAL_MS);
    }, firstCheckMs);

    return () => {
      active = false;
      clearTimeout(first);
      clearInterval(interval);
    };
  }, []);

  return status;
}
