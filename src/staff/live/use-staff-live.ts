import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StaffSession } from '../api/client.ts';
import { type LiveStatus, startStaffLive } from './staff-live.ts';

/** Told which table changed, or null when anything may have. */
export type TableListener = (tableId: string | null) => void;

export interface StaffLive {
  readonly status: LiveStatus;
  /** Returns the unsubscribe function. */
  readonly subscribe: (listener: TableListener) => () => void;
}

/**
 * The console's live channel for as long as it is signed in: pages subscribe to hear which
 * table changed and read the staff API again (docs/staff-console.md, "Live").
 */
export const useStaffLive = (session: StaffSession, onUnauthorized: () => void): StaffLive => {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const listeners = useRef(new Set<TableListener>());
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(
    () =>
      startStaffLive({
        session,
        onChange: (tableId) => {
          for (const listener of listeners.current) listener(tableId);
        },
        onStatus: setStatus,
        onUnauthorized: () => unauthorized.current(),
      }),
    [session],
  );

  const subscribe = useCallback((listener: TableListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  return useMemo(() => ({ status, subscribe }), [status, subscribe]);
};

/**
 * Runs `refresh` once now, whenever the live channel says a table it cares about changed
 * (`cares`), and when the tab becomes visible again (a hidden tab may have slept). Calls that
 * arrive while one runs are folded into one more run after it.
 */
export const useLiveRefresh = (
  live: StaffLive,
  refresh: () => Promise<void>,
  cares: (tableId: string | null) => boolean = () => true,
): void => {
  const latest = useRef({ refresh, cares });
  useEffect(() => {
    latest.current = { refresh, cares };
  }, [refresh, cares]);

  const { subscribe } = live;
  useEffect(() => {
    let running = false;
    let queued = false;
    const run = () => {
      if (running) {
        queued = true;
        return;
      }
      running = true;
      void latest.current.refresh().finally(() => {
        running = false;
        if (queued) {
          queued = false;
          run();
        }
      });
    };
    run();
    const unsubscribe = subscribe((tableId) => {
      if (latest.current.cares(tableId)) run();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [subscribe]);
};
