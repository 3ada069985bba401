import { useEffect, useRef, useState } from 'react';
import type { ChatService } from '../chat-service';

/** What the widget knows about the service: not yet checked, able to answer, or not. */
export type ChatServiceStatus = 'checking' | 'ready' | 'offline';

/** Later health checks run this often. */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;

/**
 * A check still unanswered after this long counts as offline, so a service without its own
 * time limit cannot leave the widget "checking" for good on a stalled connection.
 */
export const HEALTH_CHECK_DEADLINE_MS = 10_000;

/**
 * Checks the service when the window first opens, then every 30 s while `open`, and not at all
 * while it is closed: a page read for an hour after one question cost a member on paid data 120
 * checks nobody saw, and a check 1 s after mount cost every page view one request although
 * nothing shows the status until the window opens (the field does not wait for it). Opening again
 * checks at once when the last check is 30 s old or more, else when it will be. A check that has
 * not answered yet is not repeated (until its deadline passes), and the status stays as it was
 * while a later check runs so that the indicator does not flicker. The browser's `offline` event
 * shows offline at once; its `online` event checks at once while open, else on opening.
 */
export function useChatHealth(service: ChatService, open = true): ChatServiceStatus {
  const [status, setStatus] = useState<ChatServiceStatus>('checking');
  const serviceRef = useRef(service);
  const openRef = useRef(open);
  // Plans the next check for the current `open`; set by the schedule at mount.
  const replanRef = useRef<() => void>(() => {});

  useEffect(() => {
    serviceRef.current = service;
  }, [service]);

  useEffect(() => {
    let active = true;
    let checking = false;
    let lastCheck: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      // A check still running counts as this one, so the next is planned 30 s on, not at once.
      lastCheck = Date.now();
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

    const replan = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!openRef.current) return;
      const due = lastCheck === null ? 0 : lastCheck + HEALTH_CHECK_INTERVAL_MS - Date.now();
      timer = setTimeout(run, Math.max(0, due));
    };

    const run = () => {
      check();
      replan();
    };

    // The phone's own word that it lost or regained its connection: without it the window said
    // Online for up to 30 s while every question failed, and kept the field disabled for up to
    // 30 s after the signal was back. Costs nothing while nothing changes.
    const wentOffline = () => setStatus('offline');
    const cameBack = () => {
      // Never opened: the first opening checks anyway.
      if (lastCheck === null) return;
      if (openRef.current) {
        run();
      } else {
        // Closed: no check now, but one at once when the window opens.
        lastCheck = Number.NEGATIVE_INFINITY;
      }
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);

    replanRef.current = replan;
    replan();

    return () => {
      active = false;
      replanRef.current = () => {};
      clearTimeout(timer);
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, []);

  useEffect(() => {
    openRef.current = open;
    replanRef.current();
  }, [open]);

  return status;
}
